import { m } from '@/i18n/messages';
import { formatNumber } from '@/lib/format';

interface ShowMoreProps {
  shown: number;
  total: number;
  onMore: () => void;
  className?: string;
}

/** 'Showing n of m' with a 'Show more' button, while part of a long list is hidden. */
export function ShowMore({ shown, total, onMore, className }: ShowMoreProps) {
  if (total <= shown) return null;
  return (
    <div className={className}>
      <p className="muted">
        {m.pages_showing({ shown: formatNumber(shown), total: formatNumber(total) })}
      </p>
      <button type="button" className="button button--ghost" onClick={onMore}>
        {m.pages_show_more()}
      </button>
    </div>
  );
}
