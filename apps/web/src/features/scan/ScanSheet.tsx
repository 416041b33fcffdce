import { Alert, Box, Button, Group, Loader, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconKeyboard, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { type FrameReader, GUIDE, openFrameReader } from './frame-reader';
import type { ScanKind } from './read-text';
import type { DownloadProgress } from './reader-download';
import { scanTexts } from './texts';

/** Frames read before the sheet says it could not read: each is read straight and turned a little either way. */
const FRAMES_PER_SCAN = 3;

type Stage = 'starting' | 'reading' | 'read' | 'failed' | 'noCamera';

interface ScanSheetProps {
  kind: ScanKind;
  onClose: () => void;
  onConfirm: (value: string) => void;
}

/** Resolves once the video shows a frame. */
function frameShown(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return Promise.resolve();
  return new Promise((resolve) => video.addEventListener('loadeddata', () => resolve(), { once: true }));
}

/** The frame the video shows now, at the camera's own size. */
function grabFrame(video: HTMLVideoElement): HTMLCanvasElement {
  const frame = document.createElement('canvas');
  frame.width = video.videoWidth;
  frame.height = video.videoHeight;
  frame.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0);
  return frame;
}

/** Turns the camera off (its light goes out). */
function stopCamera(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** Bytes as megabytes with one decimal, as the download's progress says them. */
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** What may be typed into a search key: letters and digits, in capitals. */
const keyCharacters = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The camera, a frame to aim with, and what was read for the user to confirm or correct. Reading happens in this
 * browser (frame-reader.ts); the picture is never sent anywhere. Full screen on a phone.
 */
export function ScanSheet({ kind, onClose, onConfirm }: ScanSheetProps) {
  const t = useTexts(scanTexts);
  const phone = useMediaQuery('(max-width: 36em)');
  // The modal draws its content after it opens: the effects wait for the video element itself.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const reader = useRef<Promise<FrameReader> | null>(null);
  const [stage, setStage] = useState<Stage>('starting');
  const [value, setValue] = useState('');
  const [scan, setScan] = useState(0);
  // The reader's first download, while it lasts; null when the reader was already on this device, or once it is.
  const [download, setDownload] = useState<DownloadProgress | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let closed = false;
    if (!video) return;
    // The readers load while the camera starts.
    reader.current ??= openFrameReader(kind, setDownload).finally(() => setDownload(null));
    const camera = navigator.mediaDevices?.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
      audio: false,
    });
    if (!camera) setStage('noCamera');
    camera?.then(
      (opened) => {
        stream = opened;
        if (closed) stopCamera(opened);
        else video.srcObject = opened;
      },
      () => setStage('noCamera'),
    );
    return () => {
      closed = true;
      if (stream) stopCamera(stream);
      void reader.current?.then(
        (opened) => opened.close(),
        () => undefined,
      );
      reader.current = null;
    };
  }, [kind, video]);

  // One scan: a few frames, until one reads. `scan` counts the user's "Scan again".
  // biome-ignore lint/correctness/useExhaustiveDependencies: `scan` starts the next scan.
  useEffect(() => {
    let cancelled = false;
    const element = video;
    const pending = reader.current;
    if (!element || !pending) return;
    (async () => {
      await frameShown(element);
      if (cancelled) return;
      setStage('reading');
      const opened = await pending;
      for (let frame = 0; frame < FRAMES_PER_SCAN && !cancelled; frame++) {
        const read = await opened.read(grabFrame(element));
        if (read && !cancelled) {
          setValue(read);
          setStage('read');
          return;
        }
      }
      if (!cancelled) setStage('failed');
    })().catch(() => {
      if (!cancelled) setStage('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [scan, video]);

  const guide = GUIDE[kind];
  const again = () => {
    setValue('');
    setScan((count) => count + 1);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'plate' ? 'plateTitle' : 'chassisTitle')}
      fullScreen={phone}
      centered
      size="lg"
      data-testid="scan-sheet"
    >
      <Stack gap="sm">
        <Text size="sm">{t(kind === 'plate' ? 'plateAim' : 'chassisAim')}</Text>
        <Box pos="relative" bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <video
            ref={setVideo}
            autoPlay
            muted
            playsInline
            aria-label={t('cameraView')}
            style={{ display: 'block', width: '100%', minHeight: 180 }}
          />
          <Box
            aria-hidden
            pos="absolute"
            top={`${((1 - guide.height) / 2) * 100}%`}
            left={`${((1 - guide.width) / 2) * 100}%`}
            w={`${guide.width * 100}%`}
            h={`${guide.height * 100}%`}
            style={{ border: '3px dashed rgba(255, 255, 255, 0.85)', borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Box>
        <div aria-live="polite">
          {download && (stage === 'starting' || stage === 'reading') ? (
            <Stack gap={6} data-testid="scan-download">
              <Text size="sm">
                {t('gettingReady', { received: megabytes(download.received), total: megabytes(download.total) })}
              </Text>
              {/* The sentence above says the same in words. */}
              <Progress value={download.total > 0 ? (download.received / download.total) * 100 : 0} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('keptAfterFirst')}
              </Text>
            </Stack>
          ) : (
            (stage === 'starting' || stage === 'reading') && (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t(stage)}</Text>
              </Group>
            )
          )}
          {stage === 'failed' && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="scan-failed">
              {t('couldNotRead')}
            </Alert>
          )}
          {stage === 'noCamera' && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="scan-failed">
              {t('noCamera')}
            </Alert>
          )}
        </div>
        {stage === 'read' && (
          <TextInput
            label={t('readLabel')}
            description={t('readHint')}
            value={value}
            onChange={(event) => setValue(keyCharacters(event.currentTarget.value))}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 20, letterSpacing: 1 } }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {(stage === 'failed' || stage === 'noCamera') && (
            <Button variant="default" leftSection={<IconKeyboard size={18} />} onClick={onClose}>
              {t('typeInstead')}
            </Button>
          )}
          {(stage === 'read' || stage === 'failed') && (
            <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={again}>
              {t('again')}
            </Button>
          )}
          {stage === 'read' && (
            <Button leftSection={<IconCheck size={18} />} disabled={!value} onClick={() => onConfirm(value)}>
              {t('use')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('staysOnPhone')}
        </Text>
      </Stack>
    </Modal>
  );
}
