import { useEffect, useState } from 'react';
import { fileOf } from '../app/api';

/** An image only staff may see (a warranty proof), fetched with the staff token and shown from a blob: URL. */
export function ProofImage({ path, alt }: { path: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fileOf(path)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      })
      .catch((err: unknown) => live && setFailure(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  if (failure) return <p className="ad-hint">{failure}</p>;
  if (!url) return <p className="ad-loading">Loading the image…</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="ad-proof">
      <img src={url} alt={alt} className="ad-proof__image" />
    </a>
  );
}
