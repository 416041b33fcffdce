import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { COMPANY_NAME } from '@portal/contract';
import { Link } from 'react-router';
import { endSentence } from '../../ui/text';
import { paths } from '../paths';

const footerLinks = [
  { label: 'Disclaimer', to: paths.disclaimer },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Contact Us', to: paths.contactUs },
];

export function SiteFooter() {
  return (
    <Box component="footer" mt="xl" py="lg" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {endSentence(COMPANY_NAME)} All rights reserved.
          </Text>
          <Group gap="md" component="nav" aria-label="Site information">
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
