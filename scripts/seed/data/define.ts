// Shapes of the seed data and the helper that turns compact per-line tables into
// contract Products. Art data rides along so the image generator uses the same list.
import type { GalleryItem } from '@contract/gallery';
import type { Product } from '@contract/product';
import type { Profile, Role } from '@contract/user';
import type { Archetype, GalleryScene, ProductArt } from '../../images/types';

/** A product line: one series from one brand, drawn with one archetype. */
export interface ProductLine {
  series: string;
  brand: string;
  archetype: Archetype;
  /** Tags every product of the line carries after series and brand (scale, material...). */
  tags: string[];
  /** Specs shared by the line; products add their own (kept to 4-7 in total). */
  specs: Record<string, string>;
  /** Packaging colour and the short label printed on the box badge. */
  boxColor: string;
  badge: string;
}

export interface ProductInput {
  id: string;
  slug: string;
  title: string;
  price: number;
  stock: number;
  description: string;
  specs: Record<string, string>;
  tags?: string[];
  /** primary, secondary, accent */
  palette: [string, string, string];
  variant: number;
  decal?: string;
}

export interface SeedProduct {
  product: Product;
  line: ProductLine;
  art: ProductArt;
}

export interface SeedGalleryItem {
  item: GalleryItem;
  scene: GalleryScene;
  /** Products that appear in the scene, by slug. */
  slugs: string[];
}

export interface SeedUser {
  email: string;
  password: string;
  name: string;
  role: Role;
  createdAt: string;
  profile: Profile;
}

export const LIMITED = 'Limited edition';

export function productImages(slug: string): string[] {
  return [`/img/seed/products/${slug}-1.svg`, `/img/seed/products/${slug}-2.svg`];
}

export function defineProducts(line: ProductLine, inputs: ProductInput[]): SeedProduct[] {
  return inputs.map((p) => ({
    product: {
      id: p.id,
      slug: p.slug,
      title: p.title,
      price: p.price,
      stock: p.stock,
      tags: [line.series, line.brand, ...line.tags, ...(p.tags ?? [])],
      images: productImages(p.slug),
      description: p.description,
      specs: { ...line.specs, ...p.specs },
    },
    line,
    art: {
      archetype: line.archetype,
      palette: { primary: p.palette[0], secondary: p.palette[1], accent: p.palette[2] },
      variant: p.variant,
      decal: p.decal ?? '',
    },
  }));
}
