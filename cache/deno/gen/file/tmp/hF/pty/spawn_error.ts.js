/**
 * The error for a program that cannot be started.
 *
 * @module
 */ /**
 * A program that cannot be started (not found, not executable, bad working
 * directory). The message is one line for the user, saying what to do.
 */ export class SpawnError extends Error {
  /** `message`: one line, sentence case, saying what to do. */ constructor(message){
    super(message);
    this.name = "SpawnError";
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9zcGF3bl9lcnJvci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBlcnJvciBmb3IgYSBwcm9ncmFtIHRoYXQgY2Fubm90IGJlIHN0YXJ0ZWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKlxuICogQSBwcm9ncmFtIHRoYXQgY2Fubm90IGJlIHN0YXJ0ZWQgKG5vdCBmb3VuZCwgbm90IGV4ZWN1dGFibGUsIGJhZCB3b3JraW5nXG4gKiBkaXJlY3RvcnkpLiBUaGUgbWVzc2FnZSBpcyBvbmUgbGluZSBmb3IgdGhlIHVzZXIsIHNheWluZyB3aGF0IHRvIGRvLlxuICovXG5leHBvcnQgY2xhc3MgU3Bhd25FcnJvciBleHRlbmRzIEVycm9yIHtcbiAgLyoqIGBtZXNzYWdlYDogb25lIGxpbmUsIHNlbnRlbmNlIGNhc2UsIHNheWluZyB3aGF0IHRvIGRvLiAqL1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIlNwYXduRXJyb3JcIjtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRDs7O0NBR0MsR0FDRCxPQUFPLE1BQU0sbUJBQW1CO0VBQzlCLDJEQUEyRCxHQUMzRCxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRiJ9
// denoCacheMetadata=7942421745642849023,3544906719930402355