-- Issue 15 point 1: a store's own texts in other languages (docs/operations.md "Translating a shop's texts"). The
-- columns of the catalog, the stage, the methods and the store settings hold the base text (English, 'en'), each
-- row here one text of one record in one language: the record's id (every record has a uuid of its own, so the id
-- alone names it) and the field as the API answers it from that record (`information.label` of a product,
-- `settings.digitalLicence` of a store). Reads in a language take its text, field by field, else the base text
-- (core/storeTexts.ts overlayTexts). A store's rows apply only to what the store sells.
create table store_texts (
  store_id uuid not null references stores (id) on delete cascade,
  language text not null check (language ~ '^[a-z]{2,3}$' and language <> 'en'),
  entity_id uuid not null,
  -- The fields a parent reads. A field missing here is refused, so a typo never passes for a translation.
  field text not null check (
    field in (
      'label', 'description', 'title', 'placeholder', 'badgeText', 'saveButtonText', 'updateButtonText',
      'information.label', 'information.text',
      'parameters.buttonText', 'parameters.modalTitle', 'parameters.modalBody', 'parameters.promotion.badgeText',
      'parameters.placeholder', 'parameters.notesTitle', 'parameters.notesPlaceholder',
      'multiChildOrderBannerHeading', 'multiChildOrderBannerText', 'yearbookInstructions', 'welcomeHeading',
      'welcomeText', 'bannerCountdownText', 'bannerCountdownTooltip', 'bannerDateTimeText', 'bannerDateTimeTooltip',
      'bannerText', 'bannerTooltip', 'orderCompleteCartText',
      'settings.digitalLicence', 'settings.serviceFee.label', 'settings.studioContact.name'
    )
    -- A product's price labels and a select field's choices, by their place in the list.
    or field ~ '^parameters\.(discounts|choices)\.[0-9]{1,3}\.label$'
  ),
  text text not null check (length(text) between 1 and 20000),
  primary key (store_id, language, entity_id, field)
);
-- Read through the catalog cache (server/storeTexts.ts), so a change is served at once.
create trigger store_texts_bump_catalog after insert or update or delete or truncate on store_texts for each statement execute function bump_catalog_version();
