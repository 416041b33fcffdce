import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ATTACHMENT_DESCRIPTION_MAX, type AttachmentImage, LIMITS } from '@portal/contract';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { notify } from '../../ui/notices';
import { checkResultKey } from '../checks/api';
import { deleteImage, imagesQuery, uploadImages } from './api';
import { attachmentsTexts } from './texts';

/**
 * Images attached to a check: vehicle photos (the newest becomes the report's photo) and other images. Shown only to
 * whom the server lists them (the check's owner and administrators); for anyone else the panel is not there.
 */
export function AttachmentsPanel({ unikey }: { unikey: string }) {
  const t = useTexts(attachmentsTexts);
  const { profile } = useSession();
  // A guest holding a report's link never may: not asking keeps a refusal out of the browser's console.
  const photos = useQuery({ ...imagesQuery(unikey, false), enabled: profile.IsLoggedIn });
  const [tab, setTab] = useState<string | null>('vehicle');
  if (!photos.isSuccess) return null;
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card no-print">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="vehicle">{t('vehicleTab')}</Tabs.Tab>
            <Tabs.Tab value="misc">{t('miscTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="vehicle" pt="md">
            <ImageSet unikey={unikey} isMisc={false} />
          </Tabs.Panel>
          <Tabs.Panel value="misc" pt="md">
            <ImageSet unikey={unikey} isMisc />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}

function ImageSet({ unikey, isMisc }: { unikey: string; isMisc: boolean }) {
  const t = useTexts(attachmentsTexts);
  const queryClient = useQueryClient();
  const imageList = imagesQuery(unikey, isMisc);
  const images = useQuery(imageList);
  const [deleting, setDeleting] = useState<AttachmentImage | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: imageList.queryKey }),
      // The report's photo is the newest vehicle photo.
      queryClient.invalidateQueries({ queryKey: checkResultKey(unikey) }),
    ]);
  const remove = useMutation({
    mutationFn: (image: AttachmentImage) => deleteImage(image.id),
    onSuccess: (answer) => notify({ color: 'teal', message: answer.Message }),
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });
  const list = images.data?.Images ?? [];
  return (
    <Stack gap="md">
      <UploadForm unikey={unikey} isMisc={isMisc} onUploaded={refresh} />
      {list.length === 0 ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" aria-label={isMisc ? t('miscTab') : t('vehicleTab')}>
          {list.map((image) => (
            <Thumbnail key={image.id} image={image} onDelete={() => setDeleting(image)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDelete
        title={t('deleteTitle')}
        detail={deleting?.name ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}

function Thumbnail({ image, onDelete }: { image: AttachmentImage; onDelete: () => void }) {
  const t = useTexts(attachmentsTexts);
  const format = useFormat();
  return (
    <Card withBorder padding={6} radius="md">
      <Stack gap={4}>
        <Anchor href={image.url} target="_blank" rel="noopener" aria-label={t('open', { name: image.name })}>
          <Image src={image.thumb} alt={image.description || image.name} h={110} fit="cover" radius="sm" />
        </Anchor>
        <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="xs" fw={600} truncate="end" title={image.name}>
              {image.description || image.name}
            </Text>
            <Text size="xs" c="dimmed">
              {format.dateTime(image.date)}
            </Text>
          </Stack>
          {image.CanDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('delete', { name: image.name })}
              onClick={onDelete}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function UploadForm({
  unikey,
  isMisc,
  onUploaded,
}: {
  unikey: string;
  isMisc: boolean;
  onUploaded: () => Promise<unknown>;
}) {
  const t = useTexts(attachmentsTexts);
  const format = useFormat();
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const oversized = files.filter((file) => file.size > LIMITS.uploadBytes);
  const accepted = files.filter((file) => file.size <= LIMITS.uploadBytes);

  async function send() {
    setError(null);
    setSent(0);
    const outcome = await uploadImages({ unikey, isMisc, description: description.trim() }, accepted, setSent);
    setSent(null);
    if (!outcome.ok) {
      setError(outcome.message || (outcome.reached ? t('somethingWrong') : t('noAnswer')));
      return;
    }
    notify({
      color: 'teal',
      message: t('uploaded', { count: accepted.length, number: format.number(accepted.length) }),
    });
    setFiles([]);
    setDescription('');
    await onUploaded();
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('choose')}
          description={t('chooseHint', format.uploadLimit(LIMITS.uploadBytes))}
          placeholder="JPEG, PNG, WebP"
          multiple
          clearable
          accept="image/jpeg,image/png,image/webp"
          value={files}
          onChange={setFiles}
          leftSection={<IconPhoto size={16} />}
          style={{ flex: '1 1 240px' }}
          disabled={sent !== null}
        />
        <TextInput
          label={t('description')}
          value={description}
          maxLength={ATTACHMENT_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
          disabled={sent !== null}
        />
        <Button onClick={send} loading={sent !== null} disabled={accepted.length === 0}>
          {t('upload')}
        </Button>
      </Group>
      {sent !== null && (
        <Stack gap={2}>
          <Progress value={Math.round(sent * 100)} aria-label={t('upload')} />
          <Text size="xs" c="dimmed">
            {t('sending', { percent: Math.round(sent * 100) })}
          </Text>
        </Stack>
      )}
      {oversized.length > 0 && (
        <Alert color="red" title={t('rejectedFiles')}>
          {oversized.map((file) => (
            <Text key={file.name} size="sm">
              {`${t('imageTooLarge', { name: file.name, ...format.uploadLimit(LIMITS.uploadBytes) })} (${t('fileSize', { size: format.megabytes(file.size) })})`}
            </Text>
          ))}
        </Alert>
      )}
      {error && (
        <Alert color="red" title={t('errorTitle')} withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
