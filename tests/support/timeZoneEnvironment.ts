import FixedJsdomEnvironment from 'jest-fixed-jsdom';

type EnvironmentArguments = ConstructorParameters<typeof FixedJsdomEnvironment>;

/**
 * The unit tests' jsdom, in the time zone a project names (`testEnvironmentOptions.timeZone`): the date tests run in
 * zones other than the machine's within the one jest run. Node reads `TZ` again whenever it is set; each test file has
 * its own environment, so the zone is set before the file runs and put back after it.
 */
export default class TimeZoneEnvironment extends FixedJsdomEnvironment {
  private readonly timeZone: string;
  private readonly machineZone = process.env.TZ;

  constructor(config: EnvironmentArguments[0], context: EnvironmentArguments[1]) {
    super(config, context);
    const { timeZone } = config.projectConfig.testEnvironmentOptions;
    if (typeof timeZone !== 'string') throw new Error('TimeZoneEnvironment needs testEnvironmentOptions.timeZone');
    this.timeZone = timeZone;
  }

  override async setup(): Promise<void> {
    process.env.TZ = this.timeZone;
    // The test file's `process.env` is a copy made with the environment: it says the same.
    this.global.process.env.TZ = this.timeZone;
    await super.setup();
  }

  override async teardown(): Promise<void> {
    if (this.machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.machineZone;
    await super.teardown();
  }
}
