import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Button, IconButton, ThemeProvider, type ButtonBaseActions } from '@mui/material';
import { theme } from './theme';

afterEach(cleanup);

describe('theme focus ring', () => {
  it.each([
    ['a contained primary button (Login, Create campaign)', 'contained', 'Login'],
    ['a text button', 'text', 'Password Reset'],
    ['an icon button', 'icon', 'Close'],
  ] as const)('shows a visible outline on %s reached by keyboard', (_what, kind, name) => {
    const actions = createRef<ButtonBaseActions>();
    render(
      <ThemeProvider theme={theme}>
        {kind === 'icon' ? <IconButton action={actions} aria-label={name}>x</IconButton> : <Button action={actions} variant={kind}>{name}</Button>}
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name });
    expect(getComputedStyle(button).outline).not.toContain('solid');
    // What MUI does when the keyboard brings focus: mark the button focus-visible.
    act(() => actions.current!.focusVisible());
    expect(button.className).toContain('Mui-focusVisible');
    // (jsdom keeps the outline shorthand unexpanded)
    const style = getComputedStyle(button);
    expect(style.outline).toBe('2px solid #0b3d91');
    expect(style.getPropertyValue('outline-offset')).toBe('2px');
  });
});
