// Issue 15 point 1: the demo shop's texts in Spanish (usted), by their English text (server/seed/texts.ts names the
// record and field of each). Placeholders such as {dateTime} stay as they are: the shop fills them in.
export const demoSpanish: Readonly<Record<string, string>> = {
  // Stores and payment methods
  'Personal printing licence. These photos are for your family’s personal use: print them as often as you like, at home or at any photo lab, and share them with family and friends. You may not sell them or use them in advertising. Brightside School Photography keeps the copyright.':
    'Licencia de impresión personal. Estas fotos son para el uso personal de su familia: imprímalas cuantas veces quiera, en casa o en cualquier laboratorio fotográfico, y compártalas con familiares y amigos. No puede venderlas ni usarlas en publicidad. Brightside School Photography conserva los derechos de autor.',
  'Brightside order desk': 'Oficina de pedidos de Brightside',
  'Credit or debit card': 'Tarjeta de crédito o débito',
  'Pay at school': 'Pagar en la escuela',
  'Hand cash or a cheque made out to Brightside School Photography to the school office within a week, with your order reference. The order is printed once it is paid.':
    'Entregue en la oficina de la escuela, dentro de una semana, efectivo o un cheque a nombre de Brightside School Photography, junto con la referencia de su pedido. El pedido se imprime una vez pagado.',
  'Test mode: skip payment': 'Modo de prueba: omitir el pago',
  'For testing the shop: the order is completed without taking any money.':
    'Para probar la tienda: el pedido se completa sin cobrar nada.',
  'Service fee': 'Cargo por servicio',

  // Sessions and stages
  'Maple Grove Elementary: Fall Picture Day 2026': 'Maple Grove Elementary: Día de fotos de otoño 2026',
  'Maple Grove Elementary: Spring Portraits 2026': 'Maple Grove Elementary: Retratos de primavera 2026',
  'Maple Grove Elementary: Grade 5 Graduation 2026': 'Maple Grove Elementary: Graduación de 5.º grado 2026',
  'Oakridge Middle School: Spring Portraits 2026': 'Oakridge Middle School: Retratos de primavera 2026',
  'Lakeside Summer Camp 2026': 'Campamento de verano Lakeside 2026',
  'Pre-order': 'Pedido anticipado',
  'Re-orders': 'Nuevos pedidos',
  Paused: 'En pausa',
  'Graduation re-orders': 'Nuevos pedidos de graduación',
  'Ordering for more than one child?': '¿Hace un pedido para más de un hijo?',
  'Add a brother or sister with their access code and check out once.':
    'Agregue a un hermano o una hermana con su código de acceso y pague una sola vez.',
  'Add a brother or sister, at Oakridge or at another school, and check out once.':
    'Agregue a un hermano o una hermana, de Oakridge o de otra escuela, y pague una sola vez.',
  'Picture-day prices end in': 'Los precios del día de fotos terminan en',
  'Pre-orders placed by {dateTime} get the picture-day prices.':
    'Los pedidos anticipados realizados antes del {dateTime} obtienen los precios del día de fotos.',
  'Thank you! Your pre-order is printed after picture day and handed out in class about three weeks later.':
    '¡Gracias! Su pedido anticipado se imprime después del día de fotos y se entrega en clase unas tres semanas más tarde.',
  'Pick up to two portraits for the spring yearbook; the teacher chooses between them.':
    'Elija hasta dos retratos para el anuario de primavera; el maestro escogerá entre ellos.',
  'Re-orders are open until {dateTime}.': 'Hasta el {dateTime} puede hacer nuevos pedidos.',
  'Orders placed by {date} are printed with the school batch and delivered to class.':
    'Los pedidos realizados antes del {date} se imprimen con el lote de la escuela y se entregan en clase.',
  'Choose the graduation portrait for the Grade 5 page of the yearbook.':
    'Elija el retrato de graduación para la página de 5.º grado del anuario.',
  'Welcome to {sessionName}': 'Bienvenido a {sessionName}',
  'Congratulations to {subjectName} and the whole graduating class of {clientName}!\nChoose the portrait for the yearbook first, then order prints before {date}.':
    '¡Felicidades a {subjectName} y a toda la clase que se gradúa de {clientName}!\nPrimero elija el retrato para el anuario y luego pida sus impresiones antes del {date}.',
  'Class photos': 'Fotos de la clase',

  // Categories
  Packages: 'Paquetes',
  'Our best value: the prints families order most, bundled at a lower price than buying them one by one.':
    'Nuestra mejor opción: las impresiones que más piden las familias, reunidas a un precio menor que si las compra una por una.',
  Prints: 'Impresiones',
  'Professional lustre prints from your favourite photo, trimmed and packed flat so they arrive ready to frame.':
    'Impresiones profesionales con acabado lustre de su foto favorita, recortadas y empacadas en plano para que lleguen listas para enmarcar.',
  'Digital downloads': 'Descargas digitales',
  'Full-resolution files, yours to download straight after checkout with a personal printing licence.':
    'Archivos en resolución completa, para descargar justo después de pagar, con una licencia de impresión personal.',
  'Full-resolution files to download right after checkout, with a personal printing licence. Perfect for family far away.':
    'Archivos en resolución completa para descargar justo después de pagar, con una licencia de impresión personal. Perfectos para la familia que vive lejos.',
  'Portrait prints': 'Impresiones de retrato',
  'Lustre prints of your favourite photo, hand-checked before they ship. Pick a finish, add a name, or have it mounted.':
    'Impresiones lustre de su foto favorita, revisadas a mano antes del envío. Elija un acabado, agregue un nombre o pida que la monten.',
  Collections: 'Colecciones',
  'Our best value: several prints in one collection, priced lower than buying each on its own. Build your own or let us choose.':
    'Nuestra mejor opción: varias impresiones en una colección, a un precio menor que si compra cada una por separado. Arme la suya o déjenos elegir.',
  'Keepsakes & gifts': 'Recuerdos y regalos',
  'Gifts grandparents love: trading cards, a desk calendar, fridge magnets and a ready-to-give gift bundle, made from your photo.':
    'Regalos que encantan a los abuelos: tarjetas coleccionables, un calendario de escritorio, imanes para el refrigerador y un paquete de regalo listo para entregar, hechos con su foto.',
  'Add-ons & services': 'Extras y servicios',
  'Extras for your order: a discounted wallet sheet for collection buyers, the class composite, and retake requests.':
    'Extras para su pedido: una hoja de fotos tamaño cartera con descuento para quienes compran una colección, el mosaico de la clase y solicitudes de repetición de fotos.',

  // Products
  'Package A': 'Paquete A',
  'Package B': 'Paquete B',
  'One 8×10, two 5×7 and eight wallets.': 'Una de 8×10, dos de 5×7 y ocho tamaño cartera.',
  'Two 5×7 and sixteen wallets.': 'Dos de 5×7 y dieciséis tamaño cartera.',
  '8×10 print': 'Impresión de 8×10',
  '5×7 print': 'Impresión de 5×7',
  'Wallet print': 'Impresión tamaño cartera',
  'One 8×10 inch lustre print.': 'Una impresión lustre de 8×10 pulgadas.',
  '5×7 prints (pair)': 'Impresiones de 5×7 (par)',
  'Two 5×7 inch lustre prints of the same photo.': 'Dos impresiones lustre de 5×7 pulgadas de la misma foto.',
  'Wallet prints (8)': 'Impresiones tamaño cartera (8)',
  'Eight wallet-size prints to share with family.': 'Ocho impresiones tamaño cartera para compartir con la familia.',
  'Class photo 8×10': 'Foto de la clase 8×10',
  'The whole class together, free with every pre-order.': 'Toda la clase junta, gratis con cada pedido anticipado.',
  'Free with pre-order': 'Gratis con el pedido anticipado',
  'Early-bird Portrait Pack': 'Paquete de retratos de compra anticipada',
  'Two 8×10 prints and sixteen wallets at the early-bird price.':
    'Dos impresiones de 8×10 y dieciséis tamaño cartera al precio de compra anticipada.',
  'Early bird': 'Compra anticipada',
  'Retouching upgrade': 'Mejora de retoque',
  'Blemish and stray-hair touch-up on every print of your order.':
    'Retoque de imperfecciones y cabellos sueltos en cada impresión de su pedido.',
  'Pre-order special': 'Especial de pedido anticipado',
  'Single digital image': 'Una imagen digital',
  'The full-resolution file of one photo.': 'El archivo en resolución completa de una foto.',
  'All digital images': 'Todas las imágenes digitales',
  'Every photo of your child from this session.': 'Todas las fotos de su hijo de esta sesión.',
  'One 8×10 inch print of the photo you choose.': 'Una impresión de 8×10 pulgadas de la foto que usted elija.',
  Photo: 'Foto',
  'Volume pricing: $10 each, $8.50 each from 3, $7 each from 6.':
    'Precio por volumen: $10 cada una, $8.50 cada una desde 3, $7 cada una desde 6.',
  'Wallet sheet (8 wallets)': 'Hoja tamaño cartera (8 fotos)',
  'Graduated pricing: sheets 1–2 at $12, sheets 3–5 at $10, every sheet after at $8.':
    'Precio escalonado: hojas 1–2 a $12, hojas 3–5 a $10 y cada hoja adicional a $8.',
  '11×14 portrait': 'Retrato de 11×14',
  'A wall-size portrait, unframed or in a solid wood frame with a mat.':
    'Un retrato para la pared, sin marco o en un marco de madera maciza con paspartú.',
  'Green-screen 8×10': 'Pantalla verde 8×10',
  'Your child in front of the scene you choose, printed 8×10.':
    'Su hijo delante de la escena que usted elija, impreso en 8×10.',
  'Portrait Collection': 'Colección de retratos',
  'One 8×10, two 5×7 and a wallet sheet from up to two poses; a third pose or more is $7 each.':
    'Una de 8×10, dos de 5×7 y una hoja tamaño cartera de hasta dos poses; cada pose adicional cuesta $7.',
  'Choose photos': 'Elegir fotos',
  'Spring sale price': 'Precio de oferta de primavera',
  'Early-bird price (ended)': 'Precio de compra anticipada (terminado)',
  '5×7 print (first)': 'Impresión de 5×7 (primera)',
  '5×7 print (second)': 'Impresión de 5×7 (segunda)',
  'Wallet sheet': 'Hoja tamaño cartera',
  'Build Your Own Collection': 'Arme su propia colección',
  '10 credits to spend on prints of up to four poses; the class photo is included. Extra credits are $6 each.':
    '10 créditos para gastar en impresiones de hasta cuatro poses; la foto de la clase está incluida. Cada crédito adicional cuesta $6.',
  'Start building': 'Empezar a armar',
  'Build your collection': 'Arme su colección',
  'You have 10 credits. Each product shows what it costs; go over and each extra credit is $6.':
    'Tiene 10 créditos. Cada producto indica cuánto cuesta; si se pasa, cada crédito adicional cuesta $6.',
  '1 credit': '1 crédito',
  '2 credits': '2 créditos',
  '3 credits': '3 créditos',
  '4 credits': '4 créditos',
  '5 credits': '5 créditos',
  'Green-screen 5×7': 'Pantalla verde 5×7',
  'Photo magnet': 'Imán con foto',
  'Digital image': 'Imagen digital',
  'Classic Package': 'Paquete clásico',
  'One 8×10, two 5×7 and eight wallets, all from one photo.':
    'Una de 8×10, dos de 5×7 y ocho tamaño cartera, todas de la misma foto.',
  'Trading cards': 'Tarjetas coleccionables',
  'Sold in sets: 1 card $9, 8 cards $20, 16 cards $32, 24 cards $42.':
    'Se venden en juegos: 1 tarjeta $9, 8 tarjetas $20, 16 tarjetas $32, 24 tarjetas $42.',
  'Desk calendar': 'Calendario de escritorio',
  'Twelve months with your photo, shipped straight to your home.':
    'Doce meses con su foto, enviado directamente a su casa.',
  'Cover photo': 'Foto de portada',
  'Grandparent gift bundle': 'Paquete de regalo para los abuelos',
  'A framed 5×7, two photo magnets and a photo ornament, ready to give.':
    'Una foto de 5×7 enmarcada, dos imanes con foto y un adorno con foto, listos para regalar.',
  '5×7 print in a gift frame': 'Impresión de 5×7 en marco de regalo',
  'Photo ornament': 'Adorno con foto',
  'A 3.5×5 inch fridge magnet.': 'Un imán para el refrigerador de 3.5×5 pulgadas.',
  'Collection wallet add-on': 'Fotos tamaño cartera extra para colecciones',
  'Eight more wallets for $6, only with a collection in your order.':
    'Ocho fotos tamaño cartera más por $6, solo con una colección en su pedido.',
  'Class composite 8×10': 'Mosaico de la clase 8×10',
  'Every student and teacher of the class on one 8×10.':
    'Todos los alumnos y maestros de la clase en una foto de 8×10.',
  'Retake request': 'Solicitud de repetición de fotos',
  'Not happy with the photos? Tell us why, and we invite your child to the next make-up session.':
    '¿No está contento con las fotos? Cuéntenos por qué y invitaremos a su hijo o hija a la próxima sesión de recuperación.',

  // Option groups and options
  'Paper finish': 'Acabado del papel',
  'Every print is made on professional photographic paper.': 'Cada impresión se hace en papel fotográfico profesional.',
  Lustre: 'Lustre',
  'A soft sheen that hides fingerprints.': 'Un brillo suave que disimula las huellas.',
  Metallic: 'Metálico',
  'A pearl shimmer that makes colours pop.': 'Un brillo perlado que realza los colores.',
  'Deep matte': 'Mate profundo',
  'No glare at all, lovely behind glass.': 'Sin ningún reflejo, precioso detrás de un vidrio.',
  Retouching: 'Retoque',
  'Print extras': 'Extras de impresión',
  'Finishing touches from our print lab, for this print only.':
    'Acabados de nuestro laboratorio de impresión, solo para esta impresión.',
  'Notes for the print lab': 'Notas para el laboratorio de impresión',
  'Anything we should know? For example: it goes in a frame with a deep rebate.':
    '¿Algo que debamos saber? Por ejemplo: va en un marco con un rebaje profundo.',
  'Mounted on foam board': 'Montada sobre cartón pluma',
  'How should it hang?': '¿Cómo se va a colgar?',
  'For example: a sawtooth hook on the back.': 'Por ejemplo: un colgador dentado en la parte trasera.',
  'Rounded corners': 'Esquinas redondeadas',
  'Protective laminate': 'Laminado protector',
  'Name on the print': 'Nombre en la impresión',
  'Printed in small letters in the bottom corner.': 'Impreso en letras pequeñas en la esquina inferior.',
  'e.g. Emma Rose Carter': 'p. ej., Emma Rose Carter',
  Framing: 'Marco',
  Unframed: 'Sin marco',
  'Black wood frame': 'Marco de madera negra',
  'White wood frame': 'Marco de madera blanca',
  'Walnut frame': 'Marco de nogal',
  'Mat colour': 'Color del paspartú',
  'The mat sits between the frame and the photo.': 'El paspartú va entre el marco y la foto.',
  Ivory: 'Marfil',
  Black: 'Negro',
  'Dove grey': 'Gris perla',
  'Message on the back': 'Mensaje en el reverso',
  'We print it on the back of the photo.': 'Lo imprimimos en el reverso de la foto.',
  'e.g. Love, Grandma and Grandpa, fall 2026': 'p. ej., Con cariño, los abuelos, otoño de 2026',
  Backdrop: 'Fondo',
  'We replace the green screen behind your child with the scene you choose.':
    'Reemplazamos la pantalla verde detrás de su hijo por la escena que usted elija.',
  'Choose a backdrop': 'Elegir un fondo',
  'Classic blue': 'Azul clásico',
  'The timeless mottled studio blue.': 'El clásico azul jaspeado de estudio.',
  'Storm grey': 'Gris tormenta',
  'A soft charcoal that suits every outfit.': 'Un gris carbón suave que combina con cualquier ropa.',
  'Autumn forest': 'Bosque de otoño',
  'Golden leaves, softly out of focus.': 'Hojas doradas, ligeramente desenfocadas.',
  'School library': 'Biblioteca escolar',
  'Bookshelves behind, for the young reader.': 'Estanterías al fondo, para el pequeño lector.',
  'Spring blossom': 'Flores de primavera',
  'Premium scene: cherry blossom in bloom.': 'Escena premium: cerezos en flor.',
  'Card design': 'Diseño de la tarjeta',
  'Choose a design': 'Elegir un diseño',
  Classic: 'Clásico',
  'All-star': 'Estrella',
  Galaxy: 'Galaxia',
  'Holographic foil finish, 50¢ a card.': 'Acabado holográfico, 50¢ por tarjeta.',
  'Card back details': 'Datos del reverso de la tarjeta',
  'What we print on the back of each card.': 'Lo que imprimimos en el reverso de cada tarjeta.',
  'Enter card details': 'Ingresar los datos de la tarjeta',
  'Starting month': 'Mes de inicio',
  'January 2027': 'Enero de 2027',
  'September 2026 (school year)': 'Septiembre de 2026 (año escolar)',
  'Gift options': 'Opciones de regalo',
  'Gift wrap': 'Envoltura de regalo',
  'Greeting card': 'Tarjeta de felicitación',
  'Card message': 'Mensaje de la tarjeta',
  'Reason for the retake': 'Motivo de la repetición',
  'e.g. Eyes closed in every pose': 'p. ej., Ojos cerrados en todas las poses',
  'Applied to this photo wherever it is printed.': 'Se aplica a esta foto dondequiera que se imprima.',
  'Choose a retouching level': 'Elija un nivel de retoque',
  'No retouching': 'Sin retoque',
  'Basic touch-up': 'Retoque básico',
  'Full retouch': 'Retoque completo',
  'Colour tone': 'Tono de color',
  'Full colour': 'A todo color',
  'Black & white': 'Blanco y negro',
  Sepia: 'Sepia',
  'For green-screen photos: the scene behind your child.':
    'Para fotos con pantalla verde: la escena detrás de su hijo.',
  'Studio backdrop as photographed': 'Fondo de estudio como se fotografió',

  // Forms
  'Student details': 'Datos del alumno',
  'Helps us match the photos to your child and print the name correctly.':
    'Nos ayuda a relacionar las fotos con su hijo y a imprimir el nombre correctamente.',
  'Save details': 'Guardar datos',
  'Update details': 'Actualizar datos',
  'Student Name': 'Nombre del alumno',
  'First and last name': 'Nombre y apellido',
  Grade: 'Grado',
  Kindergarten: 'Kínder',
  'Grade 1': '1.er grado',
  'Grade 2': '2.º grado',
  'Grade 3': '3.er grado',
  'Grade 4': '4.º grado',
  'Grade 5': '5.º grado',
  Teacher: 'Maestro',
  'e.g. Ms. Alvarez': 'p. ej., Sra. Álvarez',
  'Date of birth': 'Fecha de nacimiento',
  'MM/DD/YYYY': 'MM/DD/AAAA',
  'Parent phone': 'Teléfono del padre o la madre',
  'Only used if there is a question about your order.': 'Solo se usa si hay alguna pregunta sobre su pedido.',
  'Digits only': 'Solo dígitos',
  'Trading card details': 'Datos de las tarjetas coleccionables',
  'Printed on the back of every card.': 'Se imprimen en el reverso de cada tarjeta.',
  'Save card details': 'Guardar los datos de la tarjeta',
  'Update card details': 'Actualizar los datos de la tarjeta',
  'Player name': 'Nombre del jugador',
  'Jersey number': 'Número de camiseta',
  'e.g. 7': 'p. ej., 7',
  Team: 'Equipo',
  'e.g. Maple Grove Falcons': 'p. ej., Halcones de Maple Grove',

  // Shipping
  'Free shipping on orders of $75 or more': 'Envío gratis en pedidos de $75 o más',
  'Prints and keepsakes ship to your home at no cost once your order reaches $75.':
    'Las impresiones y los recuerdos se envían a su casa sin costo cuando su pedido llega a $75.',
  'Free shipping': 'Envío gratis',
  'Ship to home': 'Envío a domicilio',
  'Tracked delivery to your door in 5–7 business days.': 'Entrega con seguimiento en su puerta en 5–7 días hábiles.',
  'Deliver to school with the class': 'Entrega en la escuela con la clase',
  'Handed out in class about two weeks after the ordering deadline.':
    'Se entrega en clase unas dos semanas después de la fecha límite de pedidos.',
  'Pick up at the studio': 'Recoger en el estudio',
  'Brightside Studio, 12 Main Street. Open Monday to Saturday, 9 am to 5 pm.':
    'Brightside Studio, 12 Main Street. Abierto de lunes a sábado, de 9 a. m. a 5 p. m.',
}
