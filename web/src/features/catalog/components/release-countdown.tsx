import { m } from '@/i18n/messages';
import { formatReleaseTime } from '@/lib/release-time';
import { formatCountdown } from '../format-countdown';
import './release-countdown.css';

interface ReleaseCountdownProps {
  /** The release time (ISO 8601), shown in the shopper's local time. */
  releaseAt: string;
  /** Time left by the server's clock (useRelease). */
  msLeft: number;
}

/** A drop before its release (issue 23): when it goes on sale, and a countdown to it. */
export function ReleaseCountdown({ releaseAt, msLeft }: ReleaseCountdownProps) {
  return (
    <section className="release-countdown" aria-label={m.product_release()}>
      <p className="release-countdown__when">
        {m.product_goes_on_sale()} <time dateTime={releaseAt}>{formatReleaseTime(releaseAt)}</time>
      </p>
      <p className="release-countdown__left" role="timer" aria-label={m.product_time_left()}>
        {formatCountdown(msLeft)}
      </p>
    </section>
  );
}
