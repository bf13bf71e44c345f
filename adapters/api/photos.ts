import {
  FavouriteResponse,
  GalleryImagesResponse,
  GalleryResponse,
  SubjectsResponse,
  TrackResponse,
  YearbookSelectionResponse,
} from './answers'
import type { ApiClient } from './client'

const at = encodeURIComponent

/** B §7 galleries, subjects by access code, favourites, yearbook selections and tracks (docs/photos.md). */
export const photosApi = (api: ApiClient) => ({
  gallery: async (galleryId: string) => (await api(GalleryResponse, `/galleries/${at(galleryId)}`)).gallery,
  /** One page of a gallery: the browser never asks for more than the page it shows (issue 5 point 5). */
  galleryImages: (galleryId: string, page: number, pageSize: number, signal?: AbortSignal, order?: 'yearbook') =>
    api(GalleryImagesResponse, `/galleries/${at(galleryId)}/images`, {
      query: { page: String(page), pageSize: String(pageSize), ...(order ? { order } : {}) },
      signal,
    }),
  subjectsByPassword: async (clientSessionId: string, password: string) =>
    (await api(SubjectsResponse, `/client_sessions/${at(clientSessionId)}/subjects`, { query: { password } })).subjects,
  createFavourite: async (favourite: { clientSession: string; storeUser: string | null; subject: string | null }) =>
    (await api(FavouriteResponse, '/favourites', { method: 'POST', body: { favourite } })).favourite,
  favourite: async (favouriteId: string) => (await api(FavouriteResponse, `/favourites/${at(favouriteId)}`)).favourite,
  deleteFavourite: async (favouriteId: string) =>
    (await api(FavouriteResponse, `/favourites/${at(favouriteId)}`, { method: 'DELETE' })).favourite,
  addFavouriteCrop: async (favouriteId: string, cropId: string) =>
    (
      await api(FavouriteResponse, `/favourites/${at(favouriteId)}/image_crops/${at(cropId)}`, {
        method: 'POST',
        body: { id: favouriteId, cropId },
      })
    ).favourite,
  removeFavouriteCrop: async (favouriteId: string, cropId: string) =>
    (await api(FavouriteResponse, `/favourites/${at(favouriteId)}/image_crops/${at(cropId)}`, { method: 'DELETE' }))
      .favourite,
  createYearbookSelection: async (selection: { storeUser: string; subject: string; images: readonly string[] }) =>
    (
      await api(YearbookSelectionResponse, '/yearbook_selections', {
        method: 'POST',
        body: { yearbook_selection: selection },
      })
    ).yearbookSelection,
  track: async (track: { storeUser: string | null; event: string; properties?: Record<string, unknown> }) =>
    (await api(TrackResponse, '/tracks', { method: 'POST', body: { track }, background: true })).track,
})
export type PhotosApi = ReturnType<typeof photosApi>
