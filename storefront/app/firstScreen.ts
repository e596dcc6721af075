/**
 * Content first, code second. A server-rendered page is whole in its HTML; the code that makes
 * it live (the modulepreloads of its chunks) and the whole stylesheet wait in the head's
 * `<template data-cg-later>` elements (scripts/rollup/html.mjs, server/http/route-preloads.ts,
 * server/http/page-styles.ts) until the images of its first screen (the head's image preloads:
 * the pop-up, the hero banner, the first product cards) have painted, so that on a slow
 * network they never share its bandwidth with 150 KB of code.
 */

/** The longest the code waits for a first-screen image that does not come. */
export const FIRST_SCREEN_GIVE_UP_MS = 3000;

/** Resolves once the browser has painted a frame (at once in a hidden tab, which paints none). */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The URLs of the images the head preloads for this window (a preload's media must match). */
export function firstScreenImages(doc: Document = document): string[] {
  return [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
    .filter((link) => link.getAttribute('href') && (!link.media || window.matchMedia(link.media).matches))
    .map((link) => link.href);
}

/** Resolves once each image has loaded or failed (from the preload's response: no second fetch). */
const loaded = (src: string) =>
  new Promise<void>((resolve) => {
    const image = new Image();
    image.onload = image.onerror = () => resolve();
    image.src = src;
  });

/**
 * Resolves once the first screen's images have loaded, or failed, or FIRST_SCREEN_GIVE_UP_MS
 * have passed, and a frame has painted them.
 */
export async function firstScreenPainted(doc: Document = document): Promise<void> {
  const images = firstScreenImages(doc);
  if (images.length) {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all(images.map(loaded)), new Promise((r) => (giveUp = setTimeout(r, FIRST_SCREEN_GIVE_UP_MS)))]);
    clearTimeout(giveUp);
  }
  await afterFirstPaint();
}

/** Puts the head's deferred resources into the document: the browser fetches them now, in parallel. */
export function loadLaterResources(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>('template[data-cg-later]')) {
    template.replaceWith(template.content);
  }
}
