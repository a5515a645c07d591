import { useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress, List, ListItem, ListItemButton, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { isViewableMedia, MESSAGING_LIMITS, MESSAGING_MESSAGES as M, type MessagingCampaign } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { useMediaUrl, useMessagingActions } from './api';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,.svg';

function Lightbox({ ws, campaign, fileName, onClose }: { ws: string; campaign: MessagingCampaign; fileName: string | null; onClose(): void }) {
  const url = useMediaUrl(ws, campaign.id, fileName);
  const pdf = fileName?.toLowerCase().endsWith('.pdf');
  return (
    <Dialog open={Boolean(fileName)} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="media-title" sx={{ zIndex: (t) => t.zIndex.modal + 2 }}>
      <DialogTitle id="media-title" sx={{ overflowWrap: 'anywhere' }}>{fileName}</DialogTitle>
      <DialogContent>
        {url.isPending ? <LinearProgress aria-label="Loading media" /> : null}
        {url.data ? (pdf
          ? <Box component="iframe" title={fileName ?? ''} src={url.data.url} sx={{ width: '100%', height: '70vh', border: 0 }} />
          : <Box component="img" alt={fileName ?? ''} src={url.data.url} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />) : null}
      </DialogContent>
      <DialogActions>
        {url.data ? <Button href={url.data.url} download={fileName ?? undefined} target="_blank" rel="noopener">Download</Button> : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** MMS media of the initial message (spec 3 §2.3): listed files open in a lightbox, can be downloaded or deleted. */
export function MediaFiles({ ws, campaign, disabled }: { ws: string; campaign: MessagingCampaign; disabled: boolean }) {
  const notify = useSnackbar();
  const { uploadMedia, removeMedia } = useMessagingActions(ws);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const files = campaign.messages.outgoingMessageFiles;
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!isViewableMedia(file.name)) return notify(M.mediaType, 'error');
    if (file.size > MESSAGING_LIMITS.mediaMaxBytes) return notify(M.mediaTooLarge, 'error');
    uploadMedia.mutate({ id: campaign.id, file });
  };
  return (
    <Stack spacing={1} component="section" aria-label="MMS media">
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>MMS media</Typography>
        <Button size="small" startIcon={<UploadFileIcon />} disabled={disabled || uploadMedia.isPending || files.length >= MESSAGING_LIMITS.mediaFilesMax}
          onClick={() => input.current?.click()}>Upload media</Button>
        <input ref={input} type="file" hidden accept={ACCEPT} aria-label="Media file" onChange={(e) => (pick(e.target.files?.[0]), (e.target.value = ''))} />
      </Stack>
      {uploadMedia.isPending ? <LinearProgress aria-label="Uploading media" /> : null}
      {files.length === 0 ? <Typography variant="body2" color="text.secondary">No media yet: JPG, PNG, GIF, PDF or SVG, at most 1 MB.</Typography> : (
        <List dense disablePadding>
          {files.map((f) => (
            <ListItem key={f.fileName} disablePadding secondaryAction={disabled ? null : (
              <Tooltip title="Delete media">
                <IconButton edge="end" aria-label={`Delete ${f.fileName}`} onClick={() => removeMedia.mutate({ id: campaign.id, fileName: f.fileName })}><DeleteOutlineIcon fontSize="small" /></IconButton>
              </Tooltip>
            )}>
              <ListItemButton onClick={() => setOpen(f.fileName)} disabled={!isViewableMedia(f.fileName)}>
                <ListItemText primary={f.fileName} secondary={`${Math.ceil(f.size / 1024)} KB`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Lightbox ws={ws} campaign={campaign} fileName={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
