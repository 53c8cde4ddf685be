import { MissFlights } from './miss-flights';

describe('MissFlights', () => {
  it('lets the first miss of a URL lead and the next ones wait until it settles', async () => {
    const flights = new MissFlights();
    expect(flights.join('/blog/', 3)).toBeNull();
    const waiting = flights.join('/blog/', 3);
    expect(waiting).toBeInstanceOf(Promise);
    let done = false;
    void waiting!.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    flights.settle('/blog/', 3);
    await waiting;
    expect(done).toBe(true);
    expect(flights.size).toBe(0);
    // Settled: the next miss leads a new flight.
    expect(flights.join('/blog/', 3)).toBeNull();
  });

  it('says whether other requests wait for a flight, until it settles', () => {
    const flights = new MissFlights();
    expect(flights.join('/blog/', 3)).toBeNull();
    expect(flights.awaited('/blog/', 3)).toBe(false);
    void flights.join('/blog/', 3);
    expect(flights.awaited('/blog/', 3)).toBe(true);
    expect(flights.awaited('/blog/', 4)).toBe(false);
    flights.settle('/blog/', 3);
    expect(flights.awaited('/blog/', 3)).toBe(false);
  });

  it('never makes a request wait for a flight of an earlier generation or of another URL', () => {
    const flights = new MissFlights();
    expect(flights.join('/blog/', 3)).toBeNull();
    expect(flights.join('/blog/', 4)).toBeNull();
    expect(flights.join('/blog/?page=2', 3)).toBeNull();
    expect(flights.size).toBe(3);
  });

  it('stops waiting after the time limit, for a leader that never answers', async () => {
    const flights = new MissFlights();
    expect(flights.join('/blog/', 1)).toBeNull();
    const started = Date.now();
    await flights.join('/blog/', 1, 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('ignores a second settle', () => {
    const flights = new MissFlights();
    expect(flights.join('/blog/', 1)).toBeNull();
    flights.settle('/blog/', 1);
    flights.settle('/blog/', 1);
    expect(flights.size).toBe(0);
  });
});
