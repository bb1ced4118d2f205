import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { TabList, TabPanel } from '@/components/ui/tab-list';
import { site } from '@/config/site';
import { m } from '@/i18n/messages';
import { ContactForm } from './contact-form';
import { FaqList } from './faq-list';
import './support.css';

type SupportTab = 'faq' | 'contact';

const supportTabs = () => [
  { key: 'faq' as const, label: m.pages_faq() },
  { key: 'contact' as const, label: m.pages_contact_us() },
];

/** Route /support: the support e-mail, then FAQ and Contact Us tabs (`?tab=contact`). */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const tab: SupportTab = params.get('tab') === 'contact' ? 'contact' : 'faq';
  const select = (key: SupportTab) => {
    setParams(key === 'faq' ? {} : { tab: key }, { replace: true });
  };

  return (
    <section className="glass page-narrow support" aria-labelledby="support-title">
      <PageTitle title={m.shell_nav_support()} description={m.pages_support_description()} />
      <header className="page-header">
        <p className="eyebrow">{m.pages_help_centre()}</p>
        <h1 id="support-title">{m.shell_nav_support()}</h1>
        <p>{m.pages_support_intro()}</p>
      </header>
      <aside className="support__email" aria-label={m.pages_support_by_email()}>
        <p>
          {m.pages_support_write()} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>{' '}
          {m.pages_support_write_end()}
        </p>
      </aside>
      <TabList
        label={m.pages_support_sections()}
        idBase={idBase}
        tabs={supportTabs()}
        selected={tab}
        onSelect={select}
      />
      <TabPanel key={tab} idBase={idBase} selected={tab} className="support__panel">
        {tab === 'faq' ? (
          <FaqList
            onContact={() => {
              select('contact');
            }}
          />
        ) : (
          <ContactForm />
        )}
      </TabPanel>
    </section>
  );
}
