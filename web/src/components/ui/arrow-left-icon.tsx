import { Icon, type IconProps } from './icons';

// Only pages that are never a first load use it (product page, order details, the photo
// viewer): a module of its own keeps it out of the entry, which holds icons.tsx.
export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
