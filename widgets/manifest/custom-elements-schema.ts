/**
 * JSON Schema of the Custom Elements Manifest, schema version 1.0.0
 * (https://github.com/webcomponents/custom-elements-manifest), for the kinds of entries
 * custom-elements.json holds: JavaScript modules declaring custom element classes and exporting
 * their definitions. Unknown keys are refused, so a misspelt field fails as editors would ignore it.
 */
const text = { type: 'string' } as const;
const typeRef = { type: 'object', required: ['text'], additionalProperties: false, properties: { text } } as const;
const named = (extra: Record<string, unknown> = {}, required: string[] = ['name']) =>
  ({
    type: 'object',
    required,
    additionalProperties: false,
    properties: { name: text, summary: text, description: text, deprecated: { type: ['string', 'boolean'] }, ...extra },
  }) as const;
const reference = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: text, package: text, module: text } };

export const CUSTOM_ELEMENTS_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['schemaVersion', 'modules'],
  additionalProperties: false,
  properties: {
    schemaVersion: { const: '1.0.0' },
    readme: text,
    deprecated: { type: ['string', 'boolean'] },
    modules: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'path'],
        additionalProperties: false,
        properties: {
          kind: { const: 'javascript-module' },
          path: text,
          summary: text,
          description: text,
          declarations: {
            type: 'array',
            items: named(
              {
                kind: { const: 'class' },
                customElement: { const: true },
                tagName: text,
                superclass: reference,
                attributes: {
                  type: 'array',
                  items: named({ type: typeRef, default: text, fieldName: text, inheritedFrom: reference }),
                },
                members: {
                  type: 'array',
                  items: {
                    anyOf: [
                      named(
                        {
                          kind: { const: 'field' },
                          type: typeRef,
                          default: text,
                          static: { type: 'boolean' },
                          readonly: { type: 'boolean' },
                          privacy: { enum: ['public', 'private', 'protected'] },
                          attribute: text,
                          reflects: { type: 'boolean' },
                        },
                        ['kind', 'name'],
                      ),
                      named(
                        {
                          kind: { const: 'method' },
                          static: { type: 'boolean' },
                          privacy: { enum: ['public', 'private', 'protected'] },
                          parameters: { type: 'array', items: named({ type: typeRef, optional: { type: 'boolean' }, rest: { type: 'boolean' } }) },
                          return: { type: 'object', additionalProperties: false, properties: { type: typeRef, summary: text, description: text } },
                        },
                        ['kind', 'name'],
                      ),
                    ],
                  },
                },
                events: { type: 'array', items: named({ type: typeRef, inheritedFrom: reference }) },
                slots: { type: 'array', items: named() },
                cssParts: { type: 'array', items: named() },
                cssProperties: { type: 'array', items: named({ syntax: text, default: text }) },
              },
              ['kind', 'name'],
            ),
          },
          exports: {
            type: 'array',
            items: {
              type: 'object',
              required: ['kind', 'name', 'declaration'],
              additionalProperties: false,
              properties: { kind: { enum: ['js', 'custom-element-definition'] }, name: text, declaration: reference },
            },
          },
        },
      },
    },
  },
} as const;
