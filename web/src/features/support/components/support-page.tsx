import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { TabList, TabPanel } from '@/components/ui/tab-list';
import { site } from '@/config/site';
import { ContactForm } from './contact-form';
import { FaqList } from './faq-list';
import './support.css';

const SUPPORT_TABS = [
  { key: 'faq', label: 'FAQ' },
  { key: 'contact', label: 'Contact Us' },
] as const;

type SupportTab = (typeof SUPPORT_TABS)[number]['key'];

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
      <PageTitle
        title="Support"
        description="Questions about an order, a figure or delivery? Read the FAQ or contact us."
      />
      <header className="page-header">
        <p className="eyebrow">Help centre</p>
        <h1 id="support-title">Support</h1>
        <p>Questions about an order, a figure or delivery? We are here to help.</p>
      </header>
      <aside className="support__email" aria-label="Support by e-mail">
        <p>
          Write to us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or use the
          contact form. We reply within 24 hours.
        </p>
      </aside>
      <TabList
        label="Support sections"
        idBase={idBase}
        tabs={SUPPORT_TABS}
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
