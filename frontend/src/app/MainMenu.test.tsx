import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MainMenu } from './MainMenu';

function renderMenu() {
  const onSignOut = jest.fn();
  render(
    <MemoryRouter initialEntries={['/viestit']}>
      <p>Sivun sisältö</p>
      <MainMenu unread={2} signingOut={false} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return { onSignOut, toggle: screen.getByRole('button', { name: /Valikko/ }) };
}

describe('the main menu on a phone', () => {
  it('opens from a real button that names what it controls, and moves focus into the menu', async () => {
    const { toggle } = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Käyttöpaikat' })).toHaveFocus();
    expect(screen.getByRole('link', { name: /Viestit/ })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps Tab within the menu while it is open', async () => {
    const { toggle } = renderMenu();
    await userEvent.click(toggle);
    const signOut = screen.getByRole('button', { name: 'Kirjaudu ulos' });
    signOut.focus();

    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(signOut).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { toggle } = renderMenu();
    await userEvent.click(toggle);

    await userEvent.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a tap outside and when an entry is chosen', async () => {
    const { toggle } = renderMenu();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Sivun sisältö'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Käyttöpaikat' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the unread count on the button while the menu is closed', () => {
    const { toggle } = renderMenu();
    expect(toggle).toHaveTextContent('2');
    expect(toggle).toHaveAccessibleName(/2 lukematonta/);
  });
});
