import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/audit';

export const auditRoutes: RouteConfigEntry[] = [
  forAdministrators('audit', [route('/settings/auditlog', `${here}/AuditLogPage.tsx`)]),
];
