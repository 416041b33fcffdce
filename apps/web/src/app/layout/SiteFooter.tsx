import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { COMPANY_NAME } from '@portal/contract';
import { Link } from 'react-router';
import { useTexts } from '../i18n';
import { paths } from '../paths';
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
    <Box
      component="footer"
      mt="xl"
      pt="lg"
      // Room under the links for the back-to-top button (44 px, 24 px from the bottom): on a phone, where the links
      // reach the right edge, it would otherwise cover the last of them.
      pb={{ base: 84, sm: 'lg' }}
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
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
