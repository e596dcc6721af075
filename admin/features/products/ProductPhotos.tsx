import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_IMAGE_LIMITS } from '../../../shared/validation/staff';
import { api } from '../../app/api';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { refusal } from '../../ui/StatusChange';

export interface Photo {
  id: number;
  url: string;
  alt: string | null;
}

const MAX_MB = PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024;

/**
 * A product's photos: add one or more (each a JPEG, PNG or WebP upload), remove one, make one the
 * main photo (the one its card shows). Every action is saved at once; the page reloads the product.
 */
export function ProductPhotos({ productId, productName, photos, onChanged }: { productId: number; productName: string; photos: Photo[]; onChanged(): void }) {
  const fileId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await work() });
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const makeMain = (photo: Photo, i: number) =>
    void act(async () => {
      await api(`products/${productId}/images/${photo.id}/main`, { method: 'POST', body: {} });
      return `Photo ${i + 1} is now the main photo: cards show it.`;
    });
  const remove = (photo: Photo, i: number) =>
    void act(async () => {
      await api(`products/${productId}/images/${photo.id}`, { method: 'DELETE' });
      return `Photo ${i + 1} removed.`;
    });

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!files.length) {
      setNotice({ tone: 'danger', text: 'Choose a photo first.' });
      return;
    }
    void act(async () => {
      for (const [i, file] of files.entries()) {
        const body = new FormData();
        body.append('image', file, file.name);
        try {
          await api(`products/${productId}/images`, { method: 'POST', form: body });
        } catch (err) {
          throw new Error(`${file.name}: ${refusal(err)}${i ? ` (${i} of ${files.length} added before it)` : ''}`);
        }
      }
      form.reset();
      setFiles([]);
      return files.length === 1 ? 'Photo added. Shoppers see it on their next page load.' : `${files.length} photos added. Shoppers see them on their next page load.`;
    });
  };

  return (
    <section className="ad-card" aria-labelledby="ad-product-photos">
      <h2 id="ad-product-photos" className="ad-card__title">
        Photos
      </h2>
      <NoticeBox notice={notice} />
      {photos.length ? (
        <ul className="ad-photos">
          {photos.map((photo, i) => (
            <li key={photo.id} className="ad-photos__item">
              <img src={photo.url} alt={`Photo ${i + 1} of ${productName}`} className="ad-photos__image" width={160} height={160} />
              <div className="ad-photos__actions">
                {i === 0 ? (
                  <span className="ad-photos__main">
                    <span className="ad-badge ad-badge--good">Main photo</span>
                  </span>
                ) : (
                  <button type="button" className="ad-button" disabled={busy} onClick={() => makeMain(photo, i)}>
                    Make main<span className="ad-visually-hidden"> (photo {i + 1})</span>
                  </button>
                )}
                <button type="button" className="ad-button ad-button--danger" disabled={busy} onClick={() => remove(photo, i)}>
                  Remove<span className="ad-visually-hidden"> photo {i + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ad-muted">No photos yet: shoppers see a blank picture until one is added.</p>
      )}
      <form className="ad-form" onSubmit={upload}>
        <div className="cg-field">
          <label className="cg-field__label" htmlFor={fileId}>
            Add photos
          </label>
          <input id={fileId} type="file" multiple accept={PRODUCT_IMAGE_LIMITS.accept} className="ad-file" aria-describedby={`${fileId}-hint`}
            onChange={(e) => setFiles([...(e.target.files ?? [])])} />
          <p id={`${fileId}-hint`} className="cg-field__hint">
            JPEG, PNG or WebP, up to {MAX_MB} MB each; at most {PRODUCT_IMAGE_LIMITS.count} photos. The first photo is the main one.
          </p>
        </div>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Upload'}
        </button>
      </form>
    </section>
  );
}
