import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { STAFF_ROLES } from '../../../shared/domain/staff-roles';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { firstErrors } from '../../../shared/validation/form';
import { staffCreateSchema } from '../../../shared/validation/staff';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';

interface Member {
  id: number;
  email: string;
  name: string;
  role: string;
  totp: boolean;
  disabled: boolean;
  created_at: string;
}

interface NewMember {
  email: string;
  name: string;
  role: string;
  password: string;
}

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: r }));

/** The owner's page: who works in the back office, in which role, and the second-factor rule. */
export function StaffPage() {
  const session = useSession();
  const list = useLoad<{ data: Member[] }>('staff');
  const [notice, setNotice] = useState<Notice>(null);
  const [requireTotp, setRequireTotp] = useState(session.requireTotp);

  const change = async (member: Member, body: Record<string, unknown>, done: string) => {
    try {
      await api(`staff/${member.id}`, { method: 'PATCH', body });
      setNotice({ tone: 'success', text: done });
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    }
    list.reload();
  };

  const columns: readonly Column<Member>[] = [
    {
      key: 'who',
      header: 'Member',
      cell: (m) => (
        <>
          {m.name}
          <br />
          <span className="ad-muted">{m.email}</span>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (m) => (
        <SelectField
          label={`Role of ${m.name}`}
          className="ad-inline-field"
          value={m.role}
          options={ROLE_OPTIONS}
          onChange={(e) => void change(m, { role: e.target.value }, `${m.name} is now ${e.target.value}.`)}
        />
      ),
    },
    { key: 'totp', header: 'Second factor', cell: (m) => (m.totp ? 'On' : 'Off') },
    { key: 'since', header: 'Since', cell: (m) => dateTime(m.created_at) },
    {
      key: 'active',
      header: 'Access',
      cell: (m) => (
        <button
          type="button"
          className={`ad-button ad-button--${m.disabled ? 'primary' : 'danger'}`}
          aria-label={`${m.disabled ? 'Switch on' : 'Switch off'} ${m.name}`}
          onClick={() => void change(m, { active: m.disabled }, m.disabled ? `${m.name} can sign in again.` : `${m.name} is switched off and signed out.`)}
        >
          {m.disabled ? 'Switch on' : 'Switch off'}
        </button>
      ),
    },
  ];

  const saveRule = async (value: boolean) => {
    try {
      const answer = await api<{ require_totp: boolean }>('settings', { method: 'POST', body: { require_totp: value } });
      setRequireTotp(answer.require_totp);
      setNotice({ tone: 'success', text: answer.require_totp ? 'Every staff member now needs a second factor.' : 'A second factor is now each member’s choice.' });
      await session.refresh();
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    }
  };

  return (
    <Page title="Staff" error={list.error} loading={list.loading}>
      <NoticeBox notice={notice} />
      {list.data ? <DataTable caption="Staff members" columns={columns} rows={list.data.data} rowKey={(m) => m.id} empty="No staff yet." /> : null}
      <section className="ad-card" aria-labelledby="ad-totp-rule">
        <h2 id="ad-totp-rule" className="ad-card__title">
          Second factor for everyone
        </h2>
        <p>{requireTotp ? 'Required: a member without an authenticator app must set one up before anything else.' : 'Not required: each member chooses.'}</p>
        <button type="button" className="ad-button" onClick={() => void saveRule(!requireTotp)}>
          {requireTotp ? 'Stop requiring it' : 'Require it of everyone'}
        </button>
      </section>
      <section className="ad-card" aria-labelledby="ad-add-staff">
        <h2 id="ad-add-staff" className="ad-card__title">
          Add a staff member
        </h2>
        <Form<NewMember>
          initialValues={{ role: 'operations' }}
          validate={(v) => firstErrors(staffCreateSchema(STAFF_ROLES), v)}
          onSubmit={async (v, form) => {
            try {
              await api('staff', { method: 'POST', body: v });
              setNotice({ tone: 'success', text: `${v.name} can now sign in as ${v.role}.` });
              setTimeout(() => form.restart({ role: 'operations' } as NewMember));
              list.reload();
            } catch (err) {
              setNotice({ tone: 'danger', text: refusal(err) });
            }
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate className="ad-form" aria-labelledby="ad-add-staff">
              <div className="ad-form__row">
                <Field<string> name="name">{({ input, meta }) => <FormField label="Name" autoComplete="off" {...input} error={shownError(meta)} />}</Field>
                <Field<string> name="email">{({ input, meta }) => <FormField label="Email" type="email" autoComplete="off" {...input} error={shownError(meta)} />}</Field>
                <Field<string> name="role">{({ input, meta }) => <SelectField label="Role" {...input} options={ROLE_OPTIONS} error={shownError(meta)} />}</Field>
                <Field<string> name="password">
                  {({ input, meta }) => <FormField label="First password" hint="At least 10 characters; tell it to them in person." type="password" autoComplete="new-password" {...input} error={shownError(meta)} />}
                </Field>
              </div>
              <button type="submit" className="ad-button ad-button--primary" disabled={submitting}>
                Add member
              </button>
            </form>
          )}
        />
      </section>
    </Page>
  );
}
