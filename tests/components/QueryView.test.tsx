import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView } from '@/components/QueryView';

const text = { loading: 'Loading terms...', tryAgain: 'Try Again' };
const failure = { status: 500, message: 'Failed to load the glossary' };

function view(data: readonly string[] | null | undefined, error?: unknown, refetch = jest.fn()) {
  render(
    <QueryView
      data={data}
      error={error}
      refetch={refetch}
      text={text}
      isEmpty={(terms) => terms.length === 0}
      empty={<p>No terms.</p>}
      lead={<h1>Glossary</h1>}
    >
      {(terms) => (
        <ul>
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
  return refetch;
}

describe('QueryView', () => {
  it('shows the loading line, under its lead, until a first answer', () => {
    view(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading terms...');
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
  });

  it('shows the data', () => {
    view(['maya']);
    expect(screen.getByRole('listitem')).toHaveTextContent('maya');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it.each([[null], [[]]])('shows the empty state for %p', (data) => {
    view(data);
    expect(screen.getByText('No terms.')).toBeInTheDocument();
  });

  it("says a failure in the spec's words with Try Again, which asks again", async () => {
    const refetch = view(undefined, failure);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load the glossary');
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("shows a failure alone after an empty answer, and a failure without a message in the spec's words", () => {
    view([], {});
    expect(screen.getByRole('alert')).toHaveTextContent('Error: An error occurred');
    expect(screen.queryByText('No terms.')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps what was shown under the failure of a later request', () => {
    view(['maya', 'atman'], failure);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load the glossary');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['maya', 'atman']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
