/**
 * The widgets' release: the package version. Their files are served twice, at /widgets/ (the
 * moving latest, cached briefly) and at /widgets/v{version}/ (pinned, cached for a year and
 * immutable, with Subresource Integrity hashes in manifest.json). A release that changes the
 * widgets bumps the version in package.json.
 */
import { version } from '../package.json';

export const WIDGETS_VERSION: string = version;

/** The pinned folder's path on the store, e.g. '/widgets/v0.1.0/'. */
export const WIDGETS_RELEASE_PATH = `/widgets/v${WIDGETS_VERSION}/`;
