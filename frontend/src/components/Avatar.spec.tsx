/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

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
