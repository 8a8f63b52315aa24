"""The card DSL, one module per concern; a card script imports what it needs from here::

    from engine.dsl import AbilityKit, CardScript, Context, Target

- `declarations` — traits and actions declared in `setup_abilities` (`self.action(...)`);
- `triggers` — "React:" abilities and triggered traits (`self.reaction(when=...)`);
- `lasting` — lasting effects applied in handlers and their durations;
- `choices` — asking a player inside a handler (`yield from self.select_card(...)`);
- `pulls` — a pull inside an ability ("Shootout, Pull:", `yield from self.pull(context)`);
- `posses` — moving dudes into a shootout's posses (`yield from self.move_into_posse(...)`);
- `decks` — looking at the top cards of a deck (`self.look_at_top_of_deck(context, 5)`);
- `effects` / `costs` — the catalogues behind `ability.effects` / `ability.costs`;
- `targets` — `Target`, what an ability is aimed at, and its context;
- `at_this_location` — printed "a dude at this location" in an ability (`engine.standing`);
- game actions are `self.game.actions` (`engine/actions.py`), the engine's one way to change state.
"""

from engine.dsl.card_script import CardScript
from engine.dsl.costs import CostCatalogue
from engine.dsl.effects import EffectCatalogue
from engine.dsl.kit import AbilityKit
from engine.dsl.targets import Context, Target
from engine.jobs import LocationMark
from engine.standing import at_this_location

__all__ = [
    "AbilityKit",
    "CardScript",
    "Context",
    "CostCatalogue",
    "EffectCatalogue",
    "LocationMark",
    "Target",
    "at_this_location",
]
