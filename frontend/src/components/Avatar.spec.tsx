/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

jest.mock('@chakra-ui/react', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  const strip = ({ children, as, ...rest }: Record<string, unknown>) => {
    const attrs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) if (key.startsWith('aria-') || key === 'role') attrs[key] = value;
    return React.createElement((as as string) ?? 'div', attrs, children as React.ReactNode);
  };
  return { Box: strip, HStack: strip, Text: strip };
});

describe('Avatar', () => {
  it('shows the image when there is one', () => {
    render(<Avatar src="/blog/uploads/a.webp" username="Jean Dupont" />);
    expect(screen.getByRole('img')).toHaveProperty('src', 'http://localhost/blog/uploads/a.webp');
  });

  it('falls back to the initials when the image fails to load', () => {
    const { container } = render(<Avatar src="/broken.webp" username="Jean Dupont" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('JD')).toBeTruthy();
  });

  it('shows « ? » without username or email', () => {
    render(<Avatar />);
    expect(screen.getByText('?')).toBeTruthy();
  });
});
