import { layout, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Who may open a route is declared where the route is: these layouts draw the login prompt (or the 401 page) instead
 * of the page, on the server as in the browser. `feature` names the layout's route apart from other features' ones.
 */
export const forLoggedInUsers = (feature: string, routes: RouteConfigEntry[]) =>
  layout('ui/guards/LoggedInOnly.tsx', { id: `${feature}/logged-in` }, routes);

export const forAdministrators = (feature: string, routes: RouteConfigEntry[]) =>
  layout('ui/guards/AdministratorsOnly.tsx', { id: `${feature}/administrators` }, routes);
