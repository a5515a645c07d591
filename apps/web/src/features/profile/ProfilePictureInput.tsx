import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { PICTURE_TYPES } from '@trueline/contract';
import { pictureProblem } from './profile-form';

interface Props {
  /** The stored picture, if any. */
  currentUrl: string | null;
  /** The newly chosen picture, sent with the next update. */
  file: File | null;
  onFile(file: File | null): void;
}

/** Choose a png, jpeg or svg picture, with a preview of the choice (or of the stored picture). */
export function ProfilePictureInput({ currentUrl, file, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = pictureProblem(chosen);
    setProblem(why);
    onFile(why ? null : chosen);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar src={preview ?? currentUrl ?? undefined} alt="Profile picture preview" sx={{ width: 72, height: 72 }} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            {currentUrl || file ? 'Change picture' : 'Upload picture'}
          </Button>
          {file ? (
            <Button size="small" onClick={() => onFile(null)}>
              Keep current picture
            </Button>
          ) : null}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Profile picture"
          accept={PICTURE_TYPES.join(',')}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {file ? <Typography variant="caption" noWrap>{file.name}</Typography> : null}
        <FormHelperText error={Boolean(problem)} sx={{ m: 0 }}>
          {problem ?? 'PNG, JPEG or SVG, up to 2 MB.'}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
