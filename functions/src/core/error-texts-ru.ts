/**
 * The API's `{error}` texts in Russian, keyed by the exact English text (issue 25). The error
 * handler answers a request whose `Accept-Language` prefers Russian with these
 * (core/error-language.ts); English answers are never touched. A shopper-facing message
 * without a text here fails core/error-language.test.ts.
 */
export const RU_ERROR_TEXTS: Readonly<Record<string, string>> = {
  // The error handler and middleware
  'Not found': 'Не найдено',
  'Internal server error': 'Внутренняя ошибка сервера',
  'Malformed request body': 'Некорректное тело запроса',
  'Request body too large': 'Слишком большой запрос',
  'Invalid request': 'Некорректный запрос',
  'Cross-site request refused': 'Запрос с другого сайта отклонён',
  'The store is not answering right now. Please try again in a moment.':
    'Магазин сейчас не отвечает. Пожалуйста, попробуйте ещё раз через минуту.',
  'The store could not confirm your order in time. Try again with the same order: it will not be placed twice.':
    'Магазин не успел подтвердить ваш заказ. Повторите попытку с тем же заказом: дважды он оформлен не будет.',
  'The store could not confirm your change in time. Please check before trying again.':
    'Магазин не успел подтвердить изменение. Пожалуйста, проверьте, прежде чем пробовать снова.',
  'Too many requests, try again later': 'Слишком много запросов, попробуйте позже',
  'Too many requests at once right now. Please try again.':
    'Сейчас слишком много одновременных запросов. Пожалуйста, попробуйте ещё раз.',
  'Invalid cursor': 'Неверная ссылка на страницу',
  'A cursor needs a limit': 'Для продолжения списка нужен размер страницы',
  'Invalid id': 'Неверный идентификатор',
  'Invalid slug': 'Неверный адрес товара',
  'A limit must be at least 1': 'Ограничение должно быть не меньше 1',
  // Accounts and sessions
  'Sign in required': 'Необходимо войти',
  'Admin access required': 'Нужны права администратора',
  'Invalid email or password': 'Неверный e-mail или пароль',
  'Password sign-in through the API is not configured': 'Вход по паролю через API не настроен',
  'Too many sign-in attempts. Please try again later.':
    'Слишком много попыток входа. Пожалуйста, попробуйте позже.',
  'Email already registered': 'Этот e-mail уже зарегистрирован',
  'At least 6 characters': 'Не менее 6 символов',
  'Please enter a valid email': 'Пожалуйста, введите корректный e-mail',
  'Please enter a valid e-mail': 'Пожалуйста, введите корректный e-mail',
  'Enter a valid e-mail': 'Введите корректный e-mail',
  'Invalid or expired sign-in token': 'Токен входа недействителен или истёк',
  'Recent sign-in required': 'Нужно войти заново',
  'Session required': 'Нужна сессия',
  'Invalid or expired session': 'Сессия недействительна или истекла',
  'Sign-in token does not match the session': 'Токен входа не соответствует сессии',
  'Email not verified': 'E-mail не подтверждён',
  'Password is required': 'Введите пароль',
  'Name is required': 'Введите имя',
  'Please enter a referral code': 'Пожалуйста, введите реферальный код',
  // Catalogue, cart and checkout
  'Product not found': 'Товар не найден',
  'The cart is empty': 'Корзина пуста',
  'Each product may appear only once': 'Каждый товар может быть в заказе только один раз',
  'A coupon and bonuses cannot be used together': 'Купон и бонусы нельзя использовать вместе',
  'Invalid Idempotency-Key': 'Неверный Idempotency-Key',
  'The Idempotency-Key header is required': 'Нужен заголовок Idempotency-Key',
  'Invalid Idempotency-Key: 8 to 100 letters, digits, dashes or underscores':
    'Неверный Idempotency-Key: от 8 до 100 латинских букв, цифр, дефисов или подчёркиваний',
  'This Idempotency-Key was already used for a different order':
    'Этот Idempotency-Key уже использован для другого заказа',
  'Too many orders at once right now. Please try again.':
    'Сейчас слишком много заказов одновременно. Пожалуйста, попробуйте ещё раз.',
  'This order is still being placed. Please wait a moment.':
    'Заказ ещё оформляется. Пожалуйста, подождите немного.',
  'Too many orders, try again later': 'Слишком много заказов, попробуйте позже',
  'Passport number is too short': 'Номер паспорта слишком короткий',
  'Please enter your nationality': 'Пожалуйста, укажите гражданство',
  'Please enter who issued your passport': 'Пожалуйста, укажите, кем выдан паспорт',
  'Passport issue date must be a date (YYYY-MM-DD)':
    'Дата выдачи паспорта должна быть датой (ГГГГ-ММ-ДД)',
  'Confirm your earlier orders from the e-mail we sent before placing more.':
    'Прежде чем оформлять новые заказы, подтвердите предыдущие по ссылке из нашего письма.',
  'Too many products': 'Слишком много товаров',
  'Name at least one product': 'Укажите хотя бы один товар',
  // Coupons, bonuses, referrals
  'Invalid coupon code': 'Неверный код купона',
  'Coupon not found': 'Купон не найден',
  'This coupon has expired': 'Срок действия купона истёк',
  'Sign in to use this coupon': 'Войдите, чтобы использовать этот купон',
  'This coupon is not available for your account': 'Этот купон недоступен для вашего аккаунта',
  'Verify your e-mail to use this coupon': 'Подтвердите e-mail, чтобы использовать этот купон',
  'You have already used this coupon': 'Вы уже использовали этот купон',
  'This coupon has reached its usage limit': 'Лимит использований этого купона исчерпан',
  'No order of yours uses this coupon': 'Ни в одном вашем заказе нет этого купона',
  'Too many failed coupon attempts, try again later':
    'Слишком много неудачных попыток ввести купон, попробуйте позже',
  'Sign in to use bonuses': 'Войдите, чтобы использовать бонусы',
  'Not enough bonuses': 'Недостаточно бонусов',
  'Referral code not found': 'Реферальный код не найден',
  'You cannot use your own referral code': 'Нельзя использовать собственный реферальный код',
  'Verify your e-mail to use a referral code':
    'Подтвердите e-mail, чтобы использовать реферальный код',
  'You have already used a referral code': 'Вы уже использовали реферальный код',
  // Orders, lookup, confirmation links
  'Order not found': 'Заказ не найден',
  'You can only see your own orders': 'Вы можете видеть только свои заказы',
  'Please enter the e-mail used for the order': 'Пожалуйста, введите e-mail, указанный в заказе',
  'This confirmation link is not valid. Please open the link from your e-mail again.':
    'Эта ссылка подтверждения недействительна. Пожалуйста, откройте ссылку из письма ещё раз.',
  'This confirmation link was already used: the order is confirmed.':
    'Эта ссылка подтверждения уже использована: заказ подтверждён.',
  'This confirmation link has expired. An order not confirmed in time is cancelled and its items go back on sale.':
    'Срок действия ссылки истёк. Заказ, не подтверждённый вовремя, отменяется, а его товары возвращаются в продажу.',
  'This order was cancelled, so it can no longer be confirmed.':
    'Этот заказ отменён, поэтому подтвердить его уже нельзя.',
  'This order is already confirmed.': 'Этот заказ уже подтверждён.',
  // Back-in-stock requests
  'This confirmation link was already used.': 'Эта ссылка подтверждения уже использована.',
  'This confirmation link has expired. Ask again on the product page for a new one.':
    'Срок действия ссылки истёк. Запросите новую на странице товара.',
  'This request no longer exists: the product was removed, or the request was deleted.':
    'Этого запроса больше нет: товар удалён или запрос был удалён.',
  'Please confirm the requests we already e-mailed to this address before asking for more.':
    'Пожалуйста, сначала подтвердите запросы, которые мы уже отправили на этот адрес.',
  'This product is in stock': 'Этот товар есть в наличии',
  // Drops and raffles
  'Verify your e-mail to enter': 'Подтвердите e-mail, чтобы участвовать',
  'This product has no raffle': 'Для этого товара нет розыгрыша',
  'Entries are not open yet': 'Приём заявок ещё не начался',
  'Entries are closed': 'Приём заявок завершён',
  'You have already entered this raffle': 'Вы уже участвуете в этом розыгрыше',
  'This raffle has opened: its settings can no longer change':
    'Розыгрыш уже начался: его настройки больше нельзя изменить',
  'This drop is sold by raffle: only a drawn entry may order it, within its checkout window':
    'Этот товар продаётся через розыгрыш: заказать его может только выигравшая заявка и только в отведённое время',
  'A raffle win is for one unit': 'Выигрыш в розыгрыше — это одна штука товара',
  'Times must be ISO 8601 dates and times with an offset, e.g. 2026-12-01T18:00:00Z':
    'Время нужно указывать в формате ISO 8601 со смещением, например 2026-12-01T18:00:00Z',
  'Entries must open before they close': 'Приём заявок должен начинаться раньше, чем заканчиваться',
  'The draw cannot come before entries close':
    'Розыгрыш не может состояться раньше окончания приёма заявок',
  // Reviews, support, images
  'Review not found': 'Отзыв не найден',
  'Too many votes on this review at once right now. Please try again.':
    'Сейчас за этот отзыв голосуют слишком многие. Пожалуйста, попробуйте ещё раз.',
  'Review is already approved': 'Отзыв уже одобрен',
  'A rejected review cannot be approved': 'Отклонённый отзыв нельзя одобрить',
  'Review is already rejected': 'Отзыв уже отклонён',
  'Only an approved review can get a response': 'Ответить можно только на одобренный отзыв',
  'Review already has a response': 'На отзыв уже есть ответ',
  'Review has no response': 'У отзыва нет ответа',
  'Malformed multipart form': 'Некорректная форма',
  'Too many form fields': 'Слишком много полей формы',
  'Too many form parts': 'Слишком много частей формы',
  'Ticket not found': 'Обращение не найдено',
  'A closed ticket has no further actions': 'С закрытым обращением больше ничего нельзя сделать',
  'Ticket already has a response': 'На обращение уже есть ответ',
  'Ticket is already responded': 'На обращение уже ответили',
  'Image must be a base64 data URL': 'Изображение должно быть data URL в base64',
  'Only JPEG, PNG, WebP or GIF images': 'Только изображения JPEG, PNG, WebP или GIF',
  'The image file is damaged or incomplete': 'Файл изображения повреждён или неполон',
  'Image not found': 'Изображение не найдено',
  // zod's own texts without a variable part
  'Invalid input': 'Некорректное значение',
  'Invalid email address': 'Некорректный e-mail',
};

/** Field names that messages with a variable part name (`Full name is required`). */
const RU_FIELDS: Readonly<Record<string, string>> = {
  'Full name': 'ФИО',
  Phone: 'Телефон',
  Address: 'Адрес',
  City: 'Город',
  Country: 'Страна',
  'Passport number': 'Номер паспорта',
  'Passport issued by': 'Кем выдан паспорт',
  Nationality: 'Гражданство',
  Name: 'Имя',
  Title: 'Заголовок',
  Comment: 'Комментарий',
  Subject: 'Тема',
  Message: 'Сообщение',
  Response: 'Ответ',
};

const field = (name: string) => RU_FIELDS[name] ?? name;

/**
 * Messages with variable parts (a title, a number): the English as a pattern, the Russian made
 * from its parts. Tried in order, after the exact texts.
 */
export const RU_ERROR_PATTERNS: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  [/^Only (\d+) left of '(.+)'$/s, (n, t) => `Осталось только ${n} шт. товара «${t}»`],
  [/^'(.+)' is out of stock$/s, (t) => `Товар «${t}» закончился`],
  [/^Product not found: (.+)$/s, (id) => `Товар не найден: ${id}`],
  [
    /^'(.+)' is a limited item: sign in with a verified e-mail to buy it$/s,
    (t) => `«${t}» — товар ограниченной серии: чтобы купить его, войдите с подтверждённым e-mail`,
  ],
  [
    /^'(.+)' is a limited item: verify your e-mail to buy it$/s,
    (t) => `«${t}» — товар ограниченной серии: чтобы купить его, подтвердите e-mail`,
  ],
  [
    /^'(.+)' is limited to (\d+) per order$/s,
    (t, n) => `Товар «${t}» можно заказать не более ${n} шт. в одном заказе`,
  ],
  [
    /^'(.+)' is limited to (\d+) per customer: you can buy (\d+) more$/s,
    (t, n, more) => `Товар «${t}» — не более ${n} шт. на покупателя: вы можете купить ещё ${more}`,
  ],
  [
    /^An order waiting for e-mail confirmation can hold at most (\d+) items\. Please order fewer, or sign in with a verified e-mail\.$/,
    (n) =>
      `Заказ, ожидающий подтверждения по e-mail, может содержать не более ${n} шт. товаров. Закажите меньше или войдите с подтверждённым e-mail.`,
  ],
  [/^'(.+)' goes on sale at (.+)$/s, (t, at) => `Продажа «${t}» начнётся ${at}`],
  [/^(.+) is required$/, (name) => `Заполните поле «${field(name)}»`],
  [/^(.+) is too long$/, (name) => `Поле «${field(name)}» слишком длинное`],
  [
    /^(.+) is at most (\d+) characters$/,
    (name, n) => `Поле «${field(name)}»: не более ${n} символов`,
  ],
  [/^(.+) is given more than once$/, (name) => `Поле «${field(name)}» указано несколько раз`],
  [/^Files are accepted only as (.+)$/, (name) => `Файлы принимаются только в поле «${name}»`],
  [/^At most (\d+) images$/, (n) => `Не более ${n} изображений`],
  [/^Image is too large: at most (.+) MB$/, (n) => `Изображение слишком большое: не более ${n} МБ`],
  [
    /^Please enter the (\d+)-character order number$/,
    (n) => `Пожалуйста, введите номер заказа из ${n} символов`,
  ],
  [/^Must be a whole number from 1 to (\d+)$/, (n) => `Должно быть целым числом от 1 до ${n}`],
  // zod's own texts with a variable part
  [/^Invalid input: (.+)$/s, (rest) => `Некорректное значение: ${rest}`],
  [/^Too small: (.+)$/s, (rest) => `Слишком маленькое значение: ${rest}`],
  [/^Too big: (.+)$/s, (rest) => `Слишком большое значение: ${rest}`],
  [/^Unrecognized keys?: (.+)$/s, (keys) => `Лишние поля: ${keys}`],
  [/^Invalid option: (.+)$/s, (rest) => `Недопустимое значение: ${rest}`],
];
