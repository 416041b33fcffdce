import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { COMPANY_NAME } from '@portal/contract';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { LanguageLinks } from './LanguageSwitcher';
import { layoutTexts } from './texts';

const footerLinks = [
  { label: 'disclaimer', to: paths.disclaimer },
  { label: 'terms', to: paths.terms },
  { label: 'privacyPolicy', to: paths.privacyPolicy },
  { label: 'aboutUs', to: paths.aboutUs },
  { label: 'contactUs', to: paths.contactUs },
] as const;

export function SiteFooter() {
  const t = useTexts(layoutTexts);
  return (
    <Box component="footer" mt="xl" py="lg" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {/* The back-to-top button (44 px, 24 px from the right edge) keeps a column of its own: at any width it would
          otherwise cover the links that reach the right edge. */}
      <Container size="lg" pr={76}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('rightsReserved', { year: new Date().getFullYear(), company: COMPANY_NAME })}
          </Text>
          <LanguageLinks />
          <Group gap="md" component="nav" aria-label={t('siteInformation')}>
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
