import { t } from '@/lib/i18n';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { OpenTasks } from '../tasks/OpenTasks';
import { ContactsList } from './ContactsList';
import { FieldsManager } from './FieldsManager';
import { LabelsManager } from './LabelsManager';

const VIEWS = ['list', 'tasks', 'labels', 'fields'] as const;
type View = (typeof VIEWS)[number];

/**
 * The Contacts tab's views (`contacts.view`): the contacts, the site's open tasks, its labels and its
 * fields; a contact's card over them.
 */
export function ContactsTool(props: ToolProps) {
  const [rawView, setView] = useHashParam('contacts.view');
  const [openId, setOpenId] = useHashParam('contacts.contact');
  const view: View = VIEWS.includes(rawView as View) ? (rawView as View) : 'list';
  if (openId || view === 'list') return <ContactsList {...props} nav={<ContactsNav view="list" onView={setView} />} />;
  return (
    <section aria-label={t('contacts.region')} className="space-y-3 p-4">
      <ContactsNav view={view} onView={setView} />
      {view === 'tasks' ? (
        <OpenTasks siteId={props.siteId} onOpenContact={setOpenId} onReconnect={props.onReconnect} />
      ) : view === 'labels' ? (
        <LabelsManager siteId={props.siteId} onReconnect={props.onReconnect} />
      ) : (
        <FieldsManager siteId={props.siteId} onReconnect={props.onReconnect} />
      )}
    </section>
  );
}

function ContactsNav({ view, onView }: { view: View; onView: (v: string | null) => void }) {
  return (
    <ChoiceButtons
      nav
      small
      label={t('contacts.views.label')}
      value={view}
      onChange={(v) => onView(v === 'list' ? null : v)}
      options={[
        { value: 'list', label: t('contacts.views.list') },
        { value: 'tasks', label: t('contacts.views.tasks') },
        { value: 'labels', label: t('contacts.views.labels') },
        { value: 'fields', label: t('contacts.views.fields') },
      ]}
    />
  );
}
