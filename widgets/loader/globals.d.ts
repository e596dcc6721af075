// Inlined by the loader build from dist/widgets/manifest.json (scripts/rollup/widgets.mjs).
declare const __CG_WIDGETS__: readonly import('./install').LoaderEntry[];
