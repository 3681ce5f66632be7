import eng from '../../../locales/eng/notification.json' with { type: 'json' };
import { fillTemplate, type NotificationEvent, type NotificationParams, paramsIn, templateOf } from '../../shared/notification-text.ts';

const TEMPLATES: Record<string, string> = eng.events;

/** The English text of an event, from the same template the shop shows (locales/eng/notification.json). */
export function englishMessage(event: NotificationEvent, params: NotificationParams): string {
  const values = paramsIn(params, 'en');
  // a member without a name or phone is "A Ugift member", as the shop says it
  if (values.name === '') values.name = TEMPLATES.someone;
  const count = typeof values.count === 'number' ? values.count : undefined;
  return fillTemplate(templateOf(TEMPLATES, event, count) ?? '', values);
}
