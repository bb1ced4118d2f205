import type { ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import type { ProductFormErrors, ProductFormField, ProductFormValues } from '../product-form-parse';
import { ImageUploadField } from './image-upload-field';
import './product-fields.css';

interface ProductFieldsProps {
  idBase: string;
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: ProductFormField, value: string) => void;
  /** An uploaded image's URL, to be appended to the images (see `withImage`). */
  onAddImage: (url: string) => void;
  /** Adding needs title, price and stock; editing falls back instead. */
  requireCore: boolean;
}

/** Appends an uploaded image's URL to the comma-separated images text. */
export function withImage(images: string, url: string): string {
  const current = images.trim().replace(/,\s*$/, '');
  return current ? `${current}, ${url}` : url;
}

/**
 * The product's fields, shared by the add form (admin Products tab) and the edit mode of
 * the product page. Numbers are typed as text (with a numeric keyboard) so a wrong value
 * reaches our own message instead of the browser's.
 */
export function ProductFields({
  idBase,
  values,
  errors,
  onChange,
  onAddImage,
  requireCore,
}: ProductFieldsProps) {
  const id = (field: ProductFormField) => `${idBase}-${field}`;
  const bind = (field: ProductFormField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange(field, event.currentTarget.value);
    },
  });

  /** A number typed as text, with the phone's numeric (or decimal) keyboard. */
  const numberField = (
    field: ProductFormField,
    label: string,
    options: { required?: boolean; decimal?: boolean; placeholder: string },
  ) => (
    <FormField id={id(field)} label={label} required={options.required} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...bind(field)}
          className="input"
          inputMode={options.decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={options.placeholder}
        />
      )}
    </FormField>
  );

  /** Optional Russian text: Russian pages (/ru) show it, or the default text when it is blank. */
  const russianField = (field: 'titleRu' | 'descriptionRu', label: string) => (
    <FormField id={id(field)} label={label} error={errors[field]} className="product-fields__wide">
      {(control) =>
        field === 'titleRu' ? (
          <input {...control} {...bind(field)} className="input" maxLength={200} lang="ru" />
        ) : (
          <textarea {...control} {...bind(field)} className="input textarea" rows={4} lang="ru" />
        )
      }
    </FormField>
  );

  return (
    <div className="product-fields">
      <FormField
        id={id('title')}
        label="Title"
        required={requireCore}
        error={errors.title}
        className="product-fields__wide"
      >
        {(control) => <input {...control} {...bind('title')} className="input" maxLength={200} />}
      </FormField>
      {numberField('price', 'Price (USD)', {
        required: requireCore,
        decimal: true,
        placeholder: '0.00',
      })}
      {numberField('stock', 'Stock', { required: requireCore, placeholder: '0' })}
      {numberField('maxPerOrder', 'Limit per order', { placeholder: 'No limit' })}
      {numberField('maxPerCustomer', 'Limit per customer (verified buyers only)', {
        placeholder: 'No limit',
      })}
      <FormField
        id={id('releaseAt')}
        label="Release time (your local time; blank: on sale now)"
        error={errors.releaseAt}
      >
        {(control) => (
          <input
            {...control}
            {...bind('releaseAt')}
            className="input"
            autoComplete="off"
            placeholder="2026-12-01 18:00"
          />
        )}
      </FormField>
      <FormField
        id={id('tags')}
        label="Tags (comma-separated)"
        error={errors.tags}
        className="product-fields__wide"
      >
        {(control) => (
          <input {...control} {...bind('tags')} className="input" placeholder="vinyl, limited" />
        )}
      </FormField>
      <FormField
        id={id('images')}
        label="Images (comma-separated URLs)"
        error={errors.images}
        className="product-fields__wide"
      >
        {(control) => (
          <textarea {...control} {...bind('images')} className="input textarea" rows={2} />
        )}
      </FormField>
      <div className="product-fields__wide">
        <ImageUploadField onUploaded={onAddImage} />
      </div>
      <FormField
        id={id('description')}
        label="Description"
        error={errors.description}
        className="product-fields__wide"
      >
        {(control) => (
          <textarea {...control} {...bind('description')} className="input textarea" rows={4} />
        )}
      </FormField>
      {russianField('titleRu', 'Title (Russian)')}
      {russianField('descriptionRu', 'Description (Russian)')}
      <FormField
        id={id('specs')}
        label="Specs (one 'Key: Value' per line)"
        error={errors.specs}
        className="product-fields__wide"
      >
        {(control) => (
          <textarea
            {...control}
            {...bind('specs')}
            className="input textarea"
            rows={4}
            placeholder={'Height: 12 cm\nMaterial: vinyl'}
          />
        )}
      </FormField>
    </div>
  );
}
