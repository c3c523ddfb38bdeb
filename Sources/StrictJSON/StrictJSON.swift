// StrictJSON
