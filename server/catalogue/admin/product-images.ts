/**
 * A product's photos as staff change them (issue 32): add an uploaded one, remove one, put them in
 * a new order (the first is the main photo). The bytes are kept in the database
 * (product_image_files, migration 033), as warranty proofs are, and served at
 * /product-images/{file name} (catalogue/routes/product-images.ts). One rule keeps the shopper's
 * views in step: the product's featured_image (what cards, the cart and compare show) is its first
 * photo and alt_featured_image (the card's hover photo) its second. Each write is one transaction
 * with the product locked and its audit row; the product_images triggers move the catalogue
 * version, so the product page, listing cards and search show the change on their next load.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { PRODUCT_IMAGE_LIMITS as LIMITS, PRODUCT_IMAGE_MESSAGES as M } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import { audit } from '../../accounts/staff-audit';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { newImageName, sniffImage, type ImageType } from '../../http/uploaded-images';
import { productRecord, productView, type ProductRecord } from './product-record';

/** Where uploaded photos are served, outside /api/. */
export const PRODUCT_IMAGE_PATH = '/product-images/';

export interface ProductImage {
  id: number;
  url: string;
  alt: string | null;
  /** Uploaded by staff (its bytes are ours), rather than a path the catalogue came with. */
  uploaded: boolean;
}

export interface ImageUpload {
  bytes: Buffer;
  type: ImageType;
}

const TAKEN: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The one photo of an upload form (field "image"), checked by its content. */
export async function readImagePart(parts: AsyncIterable<Multipart>): Promise<ImageUpload> {
  let upload: ImageUpload | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue; // text fields are ignored
    if (part.fieldname !== 'image' || upload) {
      part.file.resume();
      throw unprocessable(upload ? M.oneFile : M.noFile);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw unprocessable(M.noFile);
    const type = sniffImage(bytes);
    if (!type || !TAKEN.includes(type.mime)) throw unprocessable(M.notImage);
    upload = { bytes, type };
  }
  if (!upload) throw unprocessable(M.noFile);
  return upload;
}

/** The product's photos in the order shoppers see them (as the product page's query orders them). */
export async function productImages(db: Queryable, productId: number): Promise<ProductImage[]> {
  const r = await db.query<ProductImage>(
    `SELECT i.id::int AS id, i.image AS url, i.alt, (f.file_name IS NOT NULL) AS uploaded
       FROM product_images i LEFT JOIN product_image_files f ON f.image_id = i.id
      WHERE i.product_id = $1 ORDER BY i.position, i.id`,
    [productId],
  );
  return r.rows;
}

async function lockedProduct(tx: Queryable, id: number): Promise<ProductRecord> {
  const product = await productRecord(tx, id, true);
  if (!product) throw notFound(`There is no product ${id}.`);
  return product;
}

/** What the audit row keeps of the product's photos: its version and their addresses in order. */
const photosOf = (product: ProductRecord, images: ProductImage[]) => ({ version: product.version, images: images.map((i) => i.url) });

/**
 * After a change of the photos: the product's featured and hover images follow its first two
 * (written only when they moved, so the product's version moves only then), the audit row, and
 * the answer with the photos and the product as they are now.
 */
async function finish(tx: Queryable, request: FastifyRequest, before: ProductRecord, beforeImages: ProductImage[], action: string, statusCode = 200) {
  const images = await productImages(tx, before.id);
  await tx.query(
    `UPDATE products SET featured_image = $2, alt_featured_image = $3, updated_at = now()
      WHERE id = $1 AND (featured_image IS DISTINCT FROM $2 OR alt_featured_image IS DISTINCT FROM $3)`,
    [before.id, images[0]?.url ?? null, images[1]?.url ?? null],
  );
  const after = (await productRecord(tx, before.id))!;
  await audit(tx, request.staff, { action, entity: 'product', entityId: before.id, before: photosOf(before, beforeImages), after: photosOf(after, images) });
  return { statusCode, images, product: productView(after) };
}

/** Adds an uploaded photo after the product's others. */
export async function addProductImage(tx: Queryable, request: FastifyRequest, productId: number, upload: ImageUpload) {
  const product = await lockedProduct(tx, productId);
  const before = await productImages(tx, productId);
  if (before.length >= LIMITS.count) throw unprocessable(M.tooMany);
  const fileName = newImageName(upload.type.ext);
  const added = await tx.query<{ id: number }>(
    `INSERT INTO product_images (product_id, image, alt, position)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM product_images WHERE product_id = $1)) RETURNING id::int AS id`,
    [productId, PRODUCT_IMAGE_PATH + fileName, product.name],
  );
  await tx.query('INSERT INTO product_image_files (file_name, image_id, mime, size, bytes) VALUES ($1, $2, $3, $4, $5)', [
    fileName, added.rows[0].id, upload.type.mime, upload.bytes.length, upload.bytes,
  ]);
  return finish(tx, request, product, before, 'product.image_added', 201);
}

/** Removes one photo (its file goes with it). */
export async function removeProductImage(tx: Queryable, request: FastifyRequest, productId: number, imageId: number) {
  const product = await lockedProduct(tx, productId);
  const before = await productImages(tx, productId);
  if (!before.some((i) => i.id === imageId)) throw notFound(M.noImage(productId, imageId));
  await tx.query('DELETE FROM product_images WHERE id = $1 AND product_id = $2', [imageId, productId]);
  return finish(tx, request, product, before, 'product.image_removed');
}

/** Puts the photos in the order of `ids` (each of them once; the first is the main photo). */
export async function orderProductImages(tx: Queryable, request: FastifyRequest, productId: number, ids: number[]) {
  const product = await lockedProduct(tx, productId);
  const before = await productImages(tx, productId);
  if (new Set(ids).size !== ids.length) throw unprocessable(M.order);
  const known = new Set(before.map((i) => i.id));
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) throw conflict(M.orderStale);
  await tx.query(
    `UPDATE product_images i SET position = o.ord FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, ord)
      WHERE i.id = o.id AND i.product_id = $1`,
    [productId, ids],
  );
  return finish(tx, request, product, before, 'product.images_ordered');
}

/** Makes one photo the main one: first, the others after it in their order. */
export async function makeMainImage(tx: Queryable, request: FastifyRequest, productId: number, imageId: number) {
  await lockedProduct(tx, productId);
  const current = (await productImages(tx, productId)).map((i) => i.id);
  if (!current.includes(imageId)) throw notFound(M.noImage(productId, imageId));
  return orderProductImages(tx, request, productId, [imageId, ...current.filter((id) => id !== imageId)]);
}
