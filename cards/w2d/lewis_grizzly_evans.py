"""Lewis "Grizzly" Evans (23014) — dude, Kung Fu.
While there are no Weapons in the opposing posse, Lewis is a stud.

While there is another dude in your posse, Lewis has "Shootout, Boot: Choose and boot an
opposing dude with a lower value. Neither dude contributes to draw hands unless they are
the only dude in their posse."

A Weapon in the opposing posse is a Weapon attached to one of its dudes; outside a shootout there is no opposing posse, so nothing stops him being
a stud. "Unless they are the only dude in their posse" is read whenever the draw hands are
(§5.5): a dude left alone in his posse contributes again. Like every Shootout ability's
effect it lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class LewisGrizzlyEvans(CardScript):
    code = "23014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.no_weapons_in_the_opposing_posse, effect=ability.effects.set_as_stud()
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            condition=self.another_dude_in_your_posse,
            target=Target(prompt="Select a dude", condition=self.opposing_dude_with_a_lower_value),
            message="{player} uses {source} to boot {target}",
            handler=self.grapple,
        )

    def no_weapons_in_the_opposing_posse(self) -> bool:
        return not any(dude.attachments_with("Weapon") for dude in self.opposing_posse)

    def another_dude_in_your_posse(self, context: Context) -> bool:
        return any(dude is not self.card for dude in self.your_posse)

    def opposing_dude_with_a_lower_value(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and self.value_of(dude) < self.card.value

    def not_alone_in_posse(self, dude: Card) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.posse(dude.controller) != [dude]

    def grapple(self, context: Context) -> None:
        target = context.target
        assert target is not None
        self.game.actions.boot(target)
        for dude in (self.card, target):
            self.apply_ability_effect(
                context,
                match=dude,
                card_condition=self.not_alone_in_posse,
                effect=AbilityKit.effects.does_not_contribute_to_draw_hands(),
            )
