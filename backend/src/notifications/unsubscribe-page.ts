import { emailKindLabels } from '../i18n/notifications';
import type { NotificationKind } from './entities/notification.entity';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page a signed unsubscribe link answers with. */
export function unsubscribePage(kind: NotificationKind): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Désinscription enregistrée</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Désinscription enregistrée</h1>
<p>Vous ne recevrez plus l’e-mail « ${escape(emailKindLabels[kind])} ». Les notifications restent visibles dans le back-office.</p>
<p><a href="/blog/admin/profile">Gérer toutes mes préférences d’e-mail</a></p>
</body>
</html>`;
}
