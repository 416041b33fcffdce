import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { publicLinks } from './nav-items';

/** On phones the header's public links move into the burger drawer. */
export function PublicNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap={4} p="sm" component="nav" aria-label="Main">
      {publicLinks.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={onNavigate} />
      ))}
    </Stack>
  );
}
