import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabPanel, Tabs } from './Tabs';

type Fruit = 'apple' | 'pear' | 'plum';
const TABS = [
  { id: 'apple', label: 'Apple' },
  { id: 'pear', label: 'Pear' },
  { id: 'plum', label: 'Plum' },
] as const;

function Harness({
  activation,
  initial = 'apple',
  onSelect,
}: {
  activation?: 'automatic' | 'manual';
  initial?: Fruit | null;
  onSelect?: (id: Fruit) => void;
}) {
  const [fruit, setFruit] = useState<Fruit | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Fruit"
        tabs={TABS}
        selected={fruit}
        onSelect={(id) => {
          onSelect?.(id);
          setFruit(id);
        }}
        panelId="fruit"
        activation={activation}
        className="tabs"
        tabClassName="tab"
        selectedClassName="tab--on"
      />
      {fruit && (
        <TabPanel panelId="fruit" selected={fruit}>
          <p>{fruit} facts</p>
        </TabPanel>
      )}
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a tab list whose chosen tab names the panel it controls', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Apple')).toHaveAttribute('aria-controls', 'fruit');
    expect(tab('Apple')).toHaveClass('tab', 'tab--on');
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toHaveTextContent('apple facts');
  });

  it('puts only the chosen tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Harness initial="pear" />);
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    await user.tab();
    expect(tab('Pear')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('makes the first tab focusable when none is chosen', () => {
    render(<Harness initial={null} />);
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and chooses with ArrowRight and ArrowLeft (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Apple'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Pear')).toHaveFocus();
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Pear' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Apple')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Plum')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Apple')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Plum')).toHaveFocus();
    expect(tab('Plum')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Plum').tabIndex).toBe(0);
  });

  it('with manual activation, moves the focus only; Enter chooses', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness activation="manual" onSelect={onSelect} />);
    await user.click(tab('Apple'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Pear')).toHaveFocus();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('pear');
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not choose the chosen tab again', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(tab('Apple'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
