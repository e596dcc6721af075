import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { BANNER_BLOCK_TYPES, type LayoutBlockKind } from '../../../shared/validation/content';
import { LIST_BLOCK_ITEMS } from '../../../shared/validation/listing-content';
import { firstErrors } from '../../../shared/validation/form';
import { api } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';
import { auditEntry, Timeline, type AuditRow } from '../../ui/Timeline';
import { ContentTabs } from './ContentListPage';
import { ContentRows } from './ContentRows';
import { BlockItems } from './BlockItems';
import { EventProducts, type EventProduct } from './EventProducts';
import { BANNERS, changesOf, toInput, toValues, type ContentKindDef, type ContentRow, type FieldDef, type Values } from './kinds';
import { kindOf } from './tabs';
import { TargetField } from './TargetField';

interface Loaded {
  data: ContentRow;
  banners?: ContentRow[];
  products?: EventProduct[];
  timeline: AuditRow[];
}

function FieldInput({ field, values }: { field: FieldDef; values: Values }) {
  if (field.showIf && !field.showIf(values)) return null;
  return (
    <Field<string> name={field.name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        if (field.type === 'textarea') return <TextAreaField label={field.label} hint={field.hint} rows={field.name === 'content' ? 12 : 4} {...input} error={error} />;
        if (field.type === 'select') return <SelectField label={field.label} hint={field.hint} options={field.options ?? []} placeholder={field.nullable ? 'None' : undefined} {...input} error={error} />;
        if (field.type === 'onoff') {
          const [on, off] = field.onOff ?? ['On', 'Off'];
          return <SelectField label={field.label} options={[{ value: '1', label: on }, { value: '0', label: off }]} {...input} error={error} />;
        }
        if (field.type === 'target') {
          const linkType = field.linkType ? field.linkType(values) : (values.link_type ?? '');
          return <TargetField linkType={linkType} value={input.value} onChange={input.onChange} onBlur={() => input.onBlur()} error={error} label={field.linkType ? field.label : undefined} />;
        }
        return <FormField label={field.label} hint={field.hint} inputMode={field.type === 'id' ? 'numeric' : undefined} {...input} error={error} />;
      }}
    </Field>
  );
}

function ContentForm({ kind, row, onSaved }: { kind: ContentKindDef; row: ContentRow | null; onSaved(row: ContentRow, notice: Notice): void }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [params] = useSearchParams();
  const formId = `ad-content-form-${kind.path}`;
  return (
    <>
      <NoticeBox notice={notice} />
      <Form<Values>
        key={row ? row.version : 'new'}
        initialValues={row || !kind.newValues ? toValues(kind, row) : { ...toValues(kind, null), ...kind.newValues(params) }}
        validate={(v) => firstErrors(kind.schema, toInput(kind, v))}
        onSubmit={async (v) => {
          const input = toInput(kind, v);
          try {
            if (row) {
              const change = changesOf(kind, row, input);
              if (!Object.keys(change).length) {
                setNotice({ tone: 'danger', text: 'Nothing changed: edit a field first.' });
                return;
              }
              const r = await api<{ data: ContentRow }>(`content/${kind.path}/${row.id}`, { method: 'PATCH', body: { ...change, version: row.version } });
              onSaved(r.data, { tone: 'success', text: 'Saved. Shoppers see the change on their next page load.' });
            } else {
              const path = kind.inBlock ? `content/layouts/${encodeURIComponent(params.get('layout') ?? '')}/${kind.inBlock}` : `content/${kind.path}`;
              const r = await api<{ data: ContentRow }>(path, { method: 'POST', body: input });
              onSaved(r.data, { tone: 'success', text: `${kind.what} added. Shoppers see it on their next page load.` });
            }
          } catch (err) {
            setNotice({ tone: 'danger', text: refusal(err) });
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form id={formId} onSubmit={handleSubmit} noValidate className="ad-form" aria-label={row ? `Edit ${kind.what.toLowerCase()}` : `New ${kind.what.toLowerCase()}`}>
            <div className="ad-form__row">
              {kind.fields.filter((f) => f.type !== 'textarea' && f.type !== 'target').map((f) => (
                <FieldInput key={f.name} field={f} values={values} />
              ))}
            </div>
            {kind.fields.filter((f) => f.type === 'textarea' || f.type === 'target').map((f) => (
              <FieldInput key={f.name} field={f} values={values} />
            ))}
            <button type="submit" className="ad-button ad-button--primary" disabled={submitting}>
              {submitting ? 'Saving…' : row ? 'Save' : `Add ${kind.what.toLowerCase()}`}
            </button>
          </form>
        )}
      />
    </>
  );
}

/** One content row's form (or a new one's), its banners for a banner block, and its changes. */
export function ContentEditPage() {
  const { kind: path, id } = useParams();
  const kind = kindOf(path);
  const isNew = id === 'new';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loaded = useLoad<Loaded>(kind && !isNew ? `content/${kind.path}/${encodeURIComponent(id ?? '')}` : null);
  const { error, loading, reload } = loaded;
  // A new row's form never shows the last row opened.
  const data = isNew ? null : loaded.data;
  const [notice, setNotice] = useState<Notice>(null);
  if (!kind) return <Page title="Content" error="There is no such content." />;
  const row = data?.data ?? null;
  const back = kind.inBlock ? `/content/layouts/${row ? String(row.layout_id) : (params.get('layout') ?? '')}` : `/content/${kind.path}`;
  const title = isNew ? `New ${kind.what.toLowerCase()}` : row ? `${kind.what}: ${kind.label(row)}` : `${kind.what} #${id}`;
  const storeLink = row && kind.storeLink ? kind.storeLink(row) : null;
  const bannerBlock = kind.path === 'layouts' && row && BANNER_BLOCK_TYPES.includes(row.type as LayoutBlockKind);
  const listBlock = kind.path === 'layouts' && row && String(row.type) in LIST_BLOCK_ITEMS;
  return (
    <Page title={title} error={error} loading={loading} actions={<Link to={back}>{kind.inBlock ? 'Back to the block' : `All ${kind.tab.toLowerCase()}`}</Link>}>
      <ContentTabs />
      <NoticeBox notice={notice} />
      {isNew || row ? (
        <div className="ad-detail">
          <section className="ad-card" aria-labelledby="ad-content-edit">
            <h2 id="ad-content-edit" className="ad-card__title">
              {isNew ? `New ${kind.what.toLowerCase()}` : 'Edit'}
            </h2>
            {row ? (
              <p className="ad-muted">
                #{row.id}
                {storeLink ? (
                  <>
                    {' · '}
                    <a href={storeLink} target="_blank" rel="noreferrer">
                      View in the store
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            <ContentForm
              kind={kind}
              row={row}
              onSaved={(saved, n) => {
                setNotice(n);
                if (isNew) navigate(`/content/${kind.path}/${saved.id}`);
                else reload();
              }}
            />
          </section>
          {bannerBlock && data ? (
            <section className="ad-card" aria-labelledby="ad-content-banners">
              <h2 id="ad-content-banners" className="ad-card__title">
                Banners
              </h2>
              <p>
                <Link className="ad-button" to={`/content/banners/new?layout=${row.id}`}>
                  New banner
                </Link>
              </p>
              <ContentRows
                kind={BANNERS}
                rows={data.banners ?? []}
                caption="Banners of this block"
                onDone={(n) => {
                  setNotice(n);
                  reload();
                }}
              />
            </section>
          ) : null}
          {listBlock && row ? <BlockItems block={row} onDone={setNotice} /> : null}
          {kind.path === 'events' && row && data ? (
            <section className="ad-card" aria-labelledby="ad-content-products">
              <h2 id="ad-content-products" className="ad-card__title">
                Products
              </h2>
              <EventProducts
                eventId={row.id}
                products={data.products ?? []}
                onDone={(n) => {
                  setNotice(n);
                  reload();
                }}
              />
            </section>
          ) : null}
          {data ? (
            <section className="ad-card" aria-labelledby="ad-content-timeline">
              <h2 id="ad-content-timeline" className="ad-card__title">
                Changes
              </h2>
              <Timeline entries={data.timeline.map(auditEntry)} />
            </section>
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}
