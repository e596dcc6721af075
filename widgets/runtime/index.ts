/** The widget runtime every widget module imports (one shared chunk in the build). */
export { defineWidget, defineElement, storeApiBase, storeBaseOf, API_BASE_ATTRIBUTE } from './define';
export type { WidgetContext, WidgetDefinition, WidgetInputs, WidgetModule, DefineElementOptions } from './define';
export { emit } from './events';
export { camelCase, readAttributes } from './attributes';
export { attr } from './attribute-values';
export { session, useSessionUser, widgetStorage, WIDGET_STORAGE_NAMESPACE } from './session';
export type { WidgetSession } from './session';
export { WIDGET_ERROR_EVENT } from '../loader/install';
export type { AttachOptions, WidgetController, WidgetHandle, LoaderEntry } from '../loader/install';
