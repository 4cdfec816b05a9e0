// A language thread that cannot start (its entry throws while loading): the client must answer in-process.
throw new Error('this language thread cannot start');
