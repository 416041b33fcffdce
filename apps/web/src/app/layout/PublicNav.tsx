import { Box, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { LanguageLinks } from './LanguageSwitcher';
import { publicLinks } from './nav-items';
import { layoutTexts } from './texts';

/** On phones the header's public links move into the burger drawer. */
export function PublicNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useTexts(layoutTexts);
  return (
    <Stack gap={4} p="sm" component="nav" aria-label={t('mainNavigation')}>
      {publicLinks.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={t(link.label)} onClick={onNavigate} />
      ))}
      <Box px="sm" pt="sm">
        <LanguageLinks onChosen={onNavigate} />
      </Box>
    </Stack>
  );
}
