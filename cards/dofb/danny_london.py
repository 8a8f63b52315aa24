"""Danny London (25012) — dude, Deputy.
Your Abomination dudes at nearby locations do not gain bounty for joining a posse at another
player's Private Location.
Shootout: Target an Abomination dude in your posse. Change Danny's bullet type to the same as
that dude's. If Danny has a lower bullet rating, he gets a bullet bonus equal to the
difference in ratings. If he has a higher bullet rating, he suffers a penalty equal to the
difference instead.

The bounty for joining a posse at another player's Private location is Breakin' & Enterin'
(§5.3; a home counts as Private). "At nearby locations" is read where the Abomination stands
as that bounty would come: at the posse's location once he has joined, which must be Danny's
location or adjacent to it (`danny-london-nearby-where-the-posse-is`).
The Shootout ability's changes last the shootout (§8.3); the difference is read as it
resolves, so Danny's bullets then equal that dude's.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class DannyLondon(CardScript):
    code = "25012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.your_abomination_nearby, effect=ability.effects.no_breakin_and_enterin_bounty()
        )
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.abomination_in_your_posse),
            message="{player} uses {source} to match {target}",
            handler=self.match_that_dude,
        )

    def your_abomination_nearby(self, card: Card) -> bool:
        # The effect reaches only your cards (`target_controller="current"`); only dudes join.
        return card.has_keyword("Abomination") and self.is_nearby(card)

    def abomination_in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude.has_keyword("Abomination") and dude in self.your_posse

    def match_that_dude(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        kit = AbilityKit.effects
        shooter = kit.set_as_stud() if dude.shooter == "stud" else kit.set_as_draw()
        difference = dude.bullets - self.card.bullets
        effects = [shooter, kit.modify_bullets(difference)] if difference else [shooter]
        self.until_end_of_shootout(context, match=self.card, effect=effects)
        self.game.log.add(
            "{0} makes {1} a {2} with {3} bullets",
            context.player,
            self.card,
            str(self.card.shooter),
            self.card.bullets,
        )
