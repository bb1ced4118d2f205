import { site } from '@/config/site';
import { PageTitle } from '@/components/ui/page-title';
import './privacy.css';

const UPDATED = '22 ноября 2026 г.';

export function PrivacyPage() {
  return (
    <article className="glass page-narrow privacy" lang="ru" aria-labelledby="privacy-title">
      <PageTitle title="Политика конфиденциальности" />
      <h1 id="privacy-title">Политика конфиденциальности</h1>
      <p className="muted">Последнее обновление: {UPDATED}</p>
      <p>
        Мы уважаем вашу частную жизнь и собираем только те данные, без которых магазин не может
        принять и доставить заказ.
      </p>

      <section aria-labelledby="privacy-data">
        <h2 id="privacy-data">Какие данные мы собираем</h2>
        <ul>
          <li>Имя, адрес электронной почты и телефон, которые вы указываете при заказе.</li>
          <li>Адрес доставки и паспортные данные, если они нужны для таможенного оформления.</li>
          <li>Состав заказов, список избранного и недавно просмотренные товары.</li>
          <li>Технические данные: тип браузера и обезличенная статистика посещений.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-purpose">
        <h2 id="privacy-purpose">Зачем мы их используем</h2>
        <ul>
          <li>Чтобы оформить, оплатить и доставить ваш заказ.</li>
          <li>Чтобы отвечать на обращения в поддержку.</li>
          <li>Чтобы начислять бонусы и применять промокоды.</li>
          <li>Чтобы улучшать работу магазина. Мы не продаём ваши данные третьим лицам.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-storage">
        <h2 id="privacy-storage">Хранение</h2>
        <p>
          Данные хранятся на защищённых серверах и доступны только сотрудникам, которым они нужны
          для работы. Сведения о заказах мы храним столько, сколько требует закон; остальные данные
          удаляются вместе с аккаунтом.
        </p>
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies и локальное хранилище</h2>
        <p>
          Мы используем cookies для входа в аккаунт, а локальное хранилище браузера — для корзины,
          избранного и недавно просмотренных товаров. Вы можете принять или отклонить необязательные
          cookies в баннере внизу страницы.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Ваши права</h2>
        <p>
          Вы можете запросить копию своих данных, исправить их или удалить аккаунт в настройках
          личного кабинета. Вы также можете отозвать согласие на обработку данных в любой момент.
        </p>
      </section>

      <section aria-labelledby="privacy-contacts">
        <h2 id="privacy-contacts">Контакты</h2>
        <p>
          По вопросам обработки персональных данных пишите на{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>. Мы отвечаем в течение 24
          часов.
        </p>
      </section>
    </article>
  );
}
