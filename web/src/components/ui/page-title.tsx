import { site } from '@/config/site';

/** React 19 hoists <title> into <head>, so each page names itself. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${site.name}` : `${site.name} · Collectible toys`}</title>;
}
