import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload, IconMessages, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_BYTES } from '@contract/files';
import { MESSAGE_MAX_CHARS, type VisitMessage } from '@contract/visit-talk';
import type { VisitDetails } from '@contract/visits';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { downloadFile } from '../../../lib/upload';
import { newChangeKey, useOutbox, useQueuedChanges } from '../../../offline/outbox';
import { progressOf, visitChangeOf } from '../../../offline/outbox-kinds';
import { useMarkRead } from '../api/visit-talk';
import { useCompanyClock } from './labels';
import { useTone } from './tones';

/**
 * The visit's conversation between its rep and the managers. Opening it marks what the reader
 * sees as read (their own mark: others keep theirs). New messages arrive live: the stream
 * refreshes the visit's details, and this shows them.
 */
export function VisitConversation({ visit }: { visit: VisitDetails }) {
  const { t } = useTranslation('visits');
  const me = useCurrentUser();
  const clock = useCompanyClock();
  const tone = useTone();
  const unread = visit.messages.filter((m) => !m.is_read);
  // A message written offline shows at once, marked until it is sent (its id is its outbox key).
  const waiting = new Set(useQueuedChanges().map((q) => q.change.key));
  const markRead = useMarkRead(visit.id);
  const marked = useRef<string | null>(null);
  const newest = unread.at(-1)?.id ?? null;
  useEffect(() => {
    // Once per newest unread message: the reply clears the badges, the details reload read.
    if (newest && marked.current !== newest) {
      marked.current = newest;
      markRead.mutate();
    }
  }, [newest, markRead]);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-conversation" data-testid="visit-conversation">
      <Group gap="xs" mb="sm">
        <IconMessages size={20} aria-hidden />
        <Title order={2} size="h4" id="visit-conversation">
          {t('talk.title')}
        </Title>
        {unread.length > 0 && (
          <Badge color={tone('bad')} variant="light">
            {t('talk.newCount', { count: unread.length, n: clock.number(unread.length) })}
          </Badge>
        )}
      </Group>
      <Stack gap="sm" role="log" aria-live="polite" aria-label={t('talk.title')} mah={480} style={{ overflowY: 'auto' }}>
        {visit.messages.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="talk-empty">
            {t('talk.empty')}
          </Text>
        ) : (
          visit.messages.map((m) => <MessageBubble key={m.id} message={m} mine={m.sender === me?.id} waiting={waiting.has(m.id)} />)
        )}
      </Stack>
      <Composer visit={visit} userName={me?.full_name ?? ''} senderId={me?.id ?? ''} />
    </Card>
  );
}

function MessageBubble({ message, mine, waiting }: { message: VisitMessage; mine: boolean; waiting: boolean }) {
  const { t } = useTranslation(['visits', 'offline']);
  const clock = useCompanyClock();
  const tone = useTone();
  return (
    <Box
      data-testid="visit-message"
      data-mine={mine}
      maw="85%"
      p="sm"
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: 'var(--mantine-radius-md)',
        background: mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)',
      }}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600}>
          <bdi>{mine ? t('talk.you') : message.sender_name}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {clock.shortDateTime(message.created_at)}
        </Text>
      </Group>
      {message.message && (
        <Text size="sm" mt={4} dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
      )}
      {message.attachment && (
        <Group gap={4} mt={4} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Text size="sm" truncate>
            {message.attachment.name}
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('files.download', { name: message.attachment.name })}
            onClick={() => message.attachment && downloadFile(message.attachment).catch((err) => notifyError(err))}
          >
            <IconDownload size={14} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      {waiting && (
        <Badge size="xs" color="orange" variant="light" mt={4} data-testid="message-waiting">
          {t('offline:pending')}
        </Badge>
      )}
      {!message.is_read && (
        <Badge size="xs" color={tone('bad')} variant="light" mt={4}>
          {t('talk.new')}
        </Badge>
      )}
    </Box>
  );
}

/** Text, an attachment, or both; the send button waits for one of them. Ctrl+Enter sends. */
function Composer({ visit, userName, senderId }: { visit: VisitDetails; userName: string; senderId: string }) {
  const { t } = useTranslation('visits');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const send = useOutbox('message');
  const empty = !text.trim() && !file;

  const submit = () => {
    if (empty || send.busy) return;
    setProgress(file ? 0 : null);
    const key = newChangeKey();
    progressOf.set(key, setProgress);
    const change = visitChangeOf(visit, key);
    send
      .send({ ...change, message: text.trim(), file, userName, senderId })
      // A message kept offline says so on its own bubble ("waiting"): no toast over the composer.
      .then(() => {
        setText('');
        setFile(null);
      })
      .catch(() => undefined) // shown above the composer from `send.error`
      .finally(() => setProgress(null));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };
  const choose = (chosen: File | null) => {
    setTooBig(!!chosen && chosen.size > FILE_MAX_BYTES);
    setFile(chosen && chosen.size <= FILE_MAX_BYTES ? chosen : null);
  };

  return (
    <Stack gap="xs" mt="md">
      {send.error && <ErrorAlert error={send.error} />}
      {tooBig && (
        <Text size="sm" c="red" role="alert">
          {t('talk.tooBig', { mb: FILE_MAX_BYTES / 1024 / 1024 })}
        </Text>
      )}
      <Textarea
        label={t('talk.label')}
        placeholder={t('talk.placeholder')}
        description={t('talk.hint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_CHARS}
        autosize
        minRows={2}
        maxRows={6}
        dir="auto"
        data-testid="talk-input"
      />
      {file && (
        <Group gap="xs" wrap="nowrap" data-testid="talk-file">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm" truncate>
            {file.name}
          </Text>
          <CloseButton size="sm" aria-label={t('talk.removeFile', { name: file.name })} onClick={() => setFile(null)} />
        </Group>
      )}
      {progress !== null && <Progress value={progress * 100} size="sm" aria-label={t('talk.sending')} />}
      <Group justify="space-between">
        <FileButton onChange={choose} accept="image/*,application/pdf,.docx,.xlsx">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} data-testid="talk-attach">
              {t('talk.attach')}
            </Button>
          )}
        </FileButton>
        <Button
          onClick={submit}
          disabled={empty}
          loading={send.busy}
          leftSection={<IconSend size={16} aria-hidden className="mirror-in-rtl" />}
          data-testid="talk-send"
        >
          {t('talk.send')}
        </Button>
      </Group>
    </Stack>
  );
}
